//! The small runtime the generated types use (copied beside them as src/runtime.rs): a file to upload, and what a
//! method is.

/// A file to upload: its name (what the JSON carries) and its bytes (sent as a part of the request).
#[derive(Debug, Clone, PartialEq, Default, ::serde::Serialize, ::serde::Deserialize)]
pub struct InputFile {
    pub name: ::std::string::String,
    #[serde(skip)]
    pub data: ::std::vec::Vec<u8>,
}

/// A method of the interface: its name, its path, the type of its params and of its result.
pub trait Method {
    const NAME: &'static str;
    const PATH: &'static str;
    type Params: ::serde::Serialize + ::serde::de::DeserializeOwned;
    type Result: ::serde::Serialize + ::serde::de::DeserializeOwned;
}

/// A method as data: its name, its path, and whether the spec shows its params and result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MethodInfo {
    pub name: &'static str,
    pub path: &'static str,
    pub shown: bool,
}
