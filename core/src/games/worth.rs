//! What the theory reads off a position, under the name its game gives
//! it.
//!
//! Exists so that the JSON of `explain`, `moves` and `check --game` never
//! names a quantity a game does not have: a sum of heap games has Grundy
//! values and their nim-sum, staircase Nim the nim-sum of its odd steps,
//! Moore's Nimₖ its columns counted mod k + 1, and Wythoff's game none of
//! these (its pairs decide, and its steps show them).

use serde::ser::{Serialize, SerializeMap, Serializer};

/// What decides a position: in normal play, P exactly when it is 0
/// (every remainder 0 for Moore's Nim).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Worth {
    /// Nim itself: JSON `nim_sum`, the heaps' nim-sum.
    NimSum {
        /// The nim-sum.
        nim_sum: u64,
    },
    /// A sum of heap games: JSON `grundy_values` (one per heap) and
    /// `nim_sum` (their nim-sum, as in Nim, whose heaps are their own
    /// values).
    Grundy {
        /// Each heap's Grundy value, in heap order.
        values: Vec<u64>,
        /// Their nim-sum.
        nim_sum: u64,
    },
    /// Staircase Nim: JSON `odd_step_nim_sum`, the nim-sum of the coins on
    /// steps 1, 3, 5, … (its steps have no Grundy values of their own).
    OddSteps {
        /// The nim-sum.
        nim_sum: u64,
    },
    /// Moore's Nimₖ: JSON `column_remainders`, each binary column's count
    /// of 1s mod k + 1, the highest column first.
    Columns {
        /// All 0 exactly at a P-position.
        remainders: Vec<u64>,
    },
    /// Wythoff's game: no number of this kind (its table of pairs decides).
    Pairs,
}

impl Worth {
    /// Writes the worth's own keys, each ending in `suffix`, into the
    /// object it is flattened into.
    fn write<S: Serializer>(&self, suffix: &str, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        let key = |name: &str| format!("{name}{suffix}");
        match self {
            Worth::NimSum { nim_sum } => map.serialize_entry(&key("nim_sum"), nim_sum)?,
            Worth::Grundy { values, nim_sum } => {
                map.serialize_entry(&key("grundy_values"), values)?;
                map.serialize_entry(&key("nim_sum"), nim_sum)?;
            }
            Worth::OddSteps { nim_sum } => {
                map.serialize_entry(&key("odd_step_nim_sum"), nim_sum)?
            }
            Worth::Columns { remainders } => {
                map.serialize_entry(&key("column_remainders"), remainders)?;
            }
            Worth::Pairs => {}
        }
        map.end()
    }
}

impl Serialize for Worth {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.write("", serializer)
    }
}

/// The worth of the position a move leaves: the same keys, each ending in
/// `_after` (`nim_sum_after`, as Nim's `check` writes it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct After(pub Worth);

impl Serialize for After {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.write("_after", serializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn each_game_writes_its_own_keys() {
        let grundy = Worth::Grundy {
            values: vec![1, 2],
            nim_sum: 3,
        };
        assert_eq!(
            serde_json::to_value(&grundy).unwrap(),
            json!({"grundy_values": [1, 2], "nim_sum": 3})
        );
        assert_eq!(
            serde_json::to_value(After(grundy)).unwrap(),
            json!({"grundy_values_after": [1, 2], "nim_sum_after": 3})
        );
        assert_eq!(
            serde_json::to_value(Worth::OddSteps { nim_sum: 7 }).unwrap(),
            json!({"odd_step_nim_sum": 7})
        );
        assert_eq!(
            serde_json::to_value(Worth::Columns {
                remainders: vec![0, 2]
            })
            .unwrap(),
            json!({"column_remainders": [0, 2]})
        );
        assert_eq!(serde_json::to_value(Worth::Pairs).unwrap(), json!({}));
        assert_eq!(
            serde_json::to_value(Worth::NimSum { nim_sum: 9 }).unwrap(),
            json!({"nim_sum": 9})
        );
    }
}
