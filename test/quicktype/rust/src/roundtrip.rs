// Reads cases into the Update type quicktype generated from schema.json and writes each back; prints, as JSON, how
// many of the samples and of the unlisted-value cases decoded and came back unchanged (a number the same number).
use botapi::update::Update;
use serde_json::Value;
use std::collections::BTreeMap;

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

fn main() {
    let path = std::env::args().nth(1).expect("a cases file");
    let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).expect("cases")).expect("a list");
    let mut counts: BTreeMap<String, u32> = BTreeMap::new();
    for case in &cases {
        let kind = if case["strict"] == Value::Bool(true) {
            "valid"
        } else if case["compatible"] == Value::Bool(true) {
            "unlisted"
        } else {
            continue;
        };
        *counts.entry(kind.to_string()).or_default() += 1;
        if let Ok(update) = serde_json::from_value::<Update>(case["data"].clone()) {
            *counts.entry(format!("{}Decoded", kind)).or_default() += 1;
            let back = serde_json::to_value(&update).expect("serializes");
            if same(&back, &case["data"]) {
                *counts.entry(format!("{}Unchanged", kind)).or_default() += 1;
            }
        }
    }
    println!("{}", serde_json::to_string(&counts).expect("counts"));
}
