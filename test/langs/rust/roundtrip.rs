//! Every case the TypeScript validators read in the compatible mode (BOTSPEC_CASES: a JSON list of {name, data,
//! compatible}) deserializes into an Update with serde_json and serializes back to the same JSON (key order aside; a
//! number the same number, `5` and `5.0` alike).

use serde_json::Value;

fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(p, q)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).map_or(false, |w| same(v, w)))
        }
        _ => a == b,
    }
}

#[test]
fn round_trip() {
    let text = std::fs::read_to_string(std::env::var("BOTSPEC_CASES").expect("BOTSPEC_CASES")).expect("cases");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("a list of cases");
    let (mut read, mut failed) = (0, Vec::new());
    for case in &cases {
        if case["compatible"] != Value::Bool(true) {
            continue;
        }
        let name = case["name"].as_str().unwrap_or("?");
        match serde_json::from_value::<botapi::Update>(case["data"].clone()) {
            Ok(update) => {
                let back = serde_json::to_value(&update).expect("serializes");
                if !same(&back, &case["data"]) {
                    failed.push(format!("{}: wrote {}", name, back));
                }
                read += 1;
            }
            Err(e) => failed.push(format!("{}: {}", name, e)),
        }
    }
    assert!(failed.is_empty(), "{} of {} fail:\n{}", failed.len(), read, failed[..failed.len().min(10)].join("\n"));
    assert!(read > 0, "no case was read");
    println!("{} cases read and written back", read);
}
