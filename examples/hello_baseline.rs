//! A hello-world program built with the same profile as nimstep: the
//! baseline that `benches/run.sh` measures process start-up against.

fn main() {
    println!("Hello, world!");
}
