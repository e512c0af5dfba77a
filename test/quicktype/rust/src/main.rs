// Decodes each JSON file named on the command line into the Update type quicktype generated from schema.json.
use botapi::update::Update;

fn main() {
    let (mut ok, mut bad) = (0, 0);
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("a readable sample");
        match serde_json::from_str::<Update>(&text) {
            Ok(_) => ok += 1,
            Err(e) => {
                bad += 1;
                println!("{}: {}", path, e);
            }
        }
    }
    println!("{} decoded, {} failed", ok, bad);
}
