//! The module's exports: plain `extern "C"` functions over linear memory.
//!
//! Text crosses as UTF-8 (pointer, length) pairs. The page's script asks
//! [`alloc`] for room, copies its UTF-8 there, calls an export, and frees
//! the room with [`dealloc`]. An export answers 0 (done) or 1 (refused),
//! and leaves its text (the page, or the refusal's one line) where
//! [`output_ptr`] and [`output_len`] say, until the next call. The only
//! `unsafe` of nimstep is here: reading what the script wrote.

use std::cell::RefCell;

thread_local! {
    /// The text of the last answer, kept until the next call.
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Room for `len` bytes, for the script to write text into; give it back
/// with [`dealloc`].
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut room = Vec::<u8>::with_capacity(len);
    let ptr = room.as_mut_ptr();
    std::mem::forget(room);
    ptr
}

/// Gives back room from [`alloc`].
///
/// # Safety
/// `ptr` and `len` must be exactly what one call of [`alloc`] returned
/// and was given, and the room must not be used afterwards.
#[no_mangle]
pub unsafe extern "C" fn dealloc(ptr: *mut u8, len: usize) {
    // SAFETY: the caller gives back what `alloc` made, a Vec's buffer of
    // capacity `len`.
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len) });
}

/// Where the text of the last answer starts.
#[no_mangle]
pub extern "C" fn output_ptr() -> *const u8 {
    OUTPUT.with(|out| out.borrow().as_ptr())
}

/// How many bytes the text of the last answer has.
#[no_mangle]
pub extern "C" fn output_len() -> usize {
    OUTPUT.with(|out| out.borrow().len())
}

/// Reads `len` bytes at `ptr` as text (a malformed byte becomes U+FFFD,
/// which a parser then names).
///
/// # Safety
/// `ptr` must point to `len` initialised bytes (room from [`alloc`] the
/// script wrote), or `len` must be 0.
unsafe fn text(ptr: *const u8, len: usize) -> String {
    if len == 0 {
        return String::new();
    }
    // SAFETY: the caller promises `len` initialised bytes at `ptr`.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// Keeps the answer's text for the script and says 0 (done) or 1 (refused).
fn answer(result: Result<String, String>) -> u32 {
    let (code, text) = match result {
        Ok(text) => (0, text),
        Err(text) => (1, text),
    };
    OUTPUT.with(|out| *out.borrow_mut() = text);
    code
}

/// The games of the chooser ([`crate::games::list`]); always 0.
#[no_mangle]
pub extern "C" fn games() -> u32 {
    answer(Ok(crate::games::list()))
}

/// The walkthrough page of a position ([`crate::explain::explain`]):
/// the heaps as typed, the game's spec, and 1 for misère play.
///
/// # Safety
/// Each (pointer, length) pair must be text the script wrote into room
/// from [`alloc`] (or a length of 0).
#[no_mangle]
pub unsafe extern "C" fn explain(
    position: *const u8,
    position_len: usize,
    game: *const u8,
    game_len: usize,
    misere: u32,
) -> u32 {
    // SAFETY: the caller's promise, passed on.
    let (position, game) = unsafe { (text(position, position_len), text(game, game_len)) };
    answer(crate::explain::explain(&position, &game, misere == 1))
}

/// The check of a move clicked on the stones ([`crate::check::check`]):
/// the heaps as typed, the heap (from 1), how many stones it takes, and 1
/// for misère play.
///
/// # Safety
/// The (pointer, length) pair must be text the script wrote into room
/// from [`alloc`] (or a length of 0).
#[no_mangle]
pub unsafe extern "C" fn check(
    position: *const u8,
    position_len: usize,
    heap: u32,
    take: u32,
    misere: u32,
) -> u32 {
    // SAFETY: the caller's promise, passed on.
    let position = unsafe { text(position, position_len) };
    answer(crate::check::check(
        &position,
        heap as usize,
        u64::from(take),
        misere == 1,
    ))
}

/// A game of Nim against nimstep after the lines typed so far
/// ([`crate::play::play`]): the heaps as typed, the lines (one a line),
/// 1 for misère play, 1 when nimstep moves first.
///
/// # Safety
/// Each (pointer, length) pair must be text the script wrote into room
/// from [`alloc`] (or a length of 0).
#[no_mangle]
pub unsafe extern "C" fn play(
    position: *const u8,
    position_len: usize,
    lines: *const u8,
    lines_len: usize,
    misere: u32,
    computer_first: u32,
) -> u32 {
    // SAFETY: the caller's promise, passed on.
    let (position, lines) = unsafe { (text(position, position_len), text(lines, lines_len)) };
    answer(crate::play::play(
        &position,
        misere == 1,
        computer_first == 1,
        &lines,
    ))
}

/// Heaps dealt for a game from `seed` ([`crate::play::deal`]); always 0.
#[no_mangle]
pub extern "C" fn deal(seed: u32) -> u32 {
    answer(Ok(crate::play::deal(seed)))
}

/// A quiz after the answers typed so far ([`crate::quiz::quiz`]): the
/// skill's name, the answers (one a line), 1 for misère play, the seed.
///
/// # Safety
/// Each (pointer, length) pair must be text the script wrote into room
/// from [`alloc`] (or a length of 0).
#[no_mangle]
pub unsafe extern "C" fn quiz(
    skill: *const u8,
    skill_len: usize,
    lines: *const u8,
    lines_len: usize,
    misere: u32,
    seed: u32,
) -> u32 {
    // SAFETY: the caller's promise, passed on.
    let (skill, lines) = unsafe { (text(skill, skill_len), text(lines, lines_len)) };
    answer(crate::quiz::quiz(&skill, misere == 1, seed, &lines))
}

/// A lesson of the course with the student's heaps in its blocks
/// ([`crate::lesson::lesson`]): the lesson as the page carries it (JSON),
/// and the edits (JSON).
///
/// # Safety
/// Each (pointer, length) pair must be text the script wrote into room
/// from [`alloc`] (or a length of 0).
#[no_mangle]
pub unsafe extern "C" fn lesson(
    data: *const u8,
    data_len: usize,
    edits: *const u8,
    edits_len: usize,
) -> u32 {
    // SAFETY: the caller's promise, passed on.
    let (data, edits) = unsafe { (text(data, data_len), text(edits, edits_len)) };
    answer(crate::lesson::lesson(&data, &edits))
}

/// The course's glossary ([`crate::lesson::glossary`]); always 0.
#[no_mangle]
pub extern "C" fn glossary() -> u32 {
    answer(Ok(crate::lesson::glossary()))
}

/// A worksheet ([`crate::worksheet::worksheet`]): the level's name, the
/// seed as typed, 1 for misère play, and 1 for its answer key rather than
/// the student's sheet.
///
/// # Safety
/// Each (pointer, length) pair must be text the script wrote into room
/// from [`alloc`] (or a length of 0).
#[no_mangle]
pub unsafe extern "C" fn worksheet(
    level: *const u8,
    level_len: usize,
    seed: *const u8,
    seed_len: usize,
    misere: u32,
    key: u32,
) -> u32 {
    // SAFETY: the caller's promise, passed on.
    let (level, seed) = unsafe { (text(level, level_len), text(seed, seed_len)) };
    answer(crate::worksheet::worksheet(
        &level,
        &seed,
        misere == 1,
        key == 1,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `text` into room from `alloc`, as the script does.
    fn written(text: &str) -> (*mut u8, usize) {
        let ptr = alloc(text.len());
        // SAFETY: `alloc` gave room for `text.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), ptr, text.len()) };
        (ptr, text.len())
    }

    fn output() -> String {
        // SAFETY: the output's pointer and length describe a live String.
        let bytes = unsafe { std::slice::from_raw_parts(output_ptr(), output_len()) };
        String::from_utf8(bytes.to_vec()).unwrap()
    }

    #[test]
    fn text_crosses_both_ways() {
        let (p, pl) = written("13 12 8");
        let (g, gl) = written("nim");
        // SAFETY: both pairs come from `written`.
        assert_eq!(unsafe { explain(p, pl, g, gl, 0) }, 0);
        assert!(output().contains("section class=\"step\""));
        let (bad, bl) = written("7 é");
        // SAFETY: as above; then each room is given back once.
        unsafe {
            assert_eq!(explain(bad, bl, g, gl, 0), 1);
            assert!(output().starts_with("heap `é` is not a whole number"));
            for (ptr, len) in [(p, pl), (g, gl), (bad, bl)] {
                dealloc(ptr, len);
            }
        }
        assert_eq!(games(), 0);
        assert!(output().starts_with("nim\tNim\n"));
    }
}
