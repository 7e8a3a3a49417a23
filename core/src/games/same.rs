//! Equality of values held behind a trait object: a game's move
//! (`any_move::AnyMove`) or a game's refusal (`error::Refusal`), each of
//! its folder's own type, equal only to a value of the same type that is
//! equal to it.
//!
//! Exists so that the types which hold any game's value compare them
//! without a list of the games' types, and write that once.

use std::any::Any;

/// A value that compares with another of any type: equal when that one
/// is of its own type and equal to it. Every type with `PartialEq` has it.
pub(crate) trait Same: Any {
    /// The value as `Any`, for another value to compare with.
    fn as_any(&self) -> &dyn Any;

    /// Whether `other` is of this value's type and equal to it.
    fn same(&self, other: &dyn Any) -> bool;
}

impl<T: PartialEq + Any> Same for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
}
