//! A move made by clicking a stone: the page of `nimstep check … --from
//! HEAP --take N --format html` for it.

use nimstep_core::game::position::Position;
use nimstep_core::game::{Move, Rules};
use nimstep_core::render::{html, Report};
use nimstep_core::solve::check::judge;

/// The check of taking `take` stones from heap `heap` (from 1) of the
/// Nim position typed in `position`, in misère play when `misere`: the
/// whole page `check --format html` writes, or why the move cannot be made.
pub fn check(position: &str, heap: usize, take: u64, misere: bool) -> Result<String, String> {
    let position = Position::parse_text(position).map_err(|err| err.to_string())?;
    let heaps = position.heaps();
    let chosen = Move::legal(heaps, heap, take)
        .map_err(|reason| format!("take {take} from heap {heap}: illegal move: {reason}"))?;
    let rules = if misere { Rules::Misere } else { Rules::Normal };
    Ok(html::render(&judge(heaps, rules, chosen).documents()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_judged_as_check_judges_it() {
        let page = check("13 12 8", 1, 9, false).unwrap();
        let judged = judge(
            &[13, 12, 8],
            Rules::Normal,
            Move::legal(&[13, 12, 8], 1, 9).unwrap(),
        );
        assert_eq!(page, html::render(&judged.documents()));
        let err = check("13 12 8", 4, 1, false).unwrap_err();
        assert!(err.contains("illegal move: there is no heap 4"), "{err}");
    }
}
