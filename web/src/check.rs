//! A move made by clicking a stone: the page of `nimstep check … --from
//! HEAP --take N --format html` for it.

use nimstep_core::game::position::Position;
use nimstep_core::game::Rules;
use nimstep_core::render::{html, Report};
use nimstep_core::solve::check::{judge, nim_proposal};

/// The check of taking `take` stones from heap `heap` (from 1) of the
/// Nim position typed in `position`, in misère play when `misere`: the
/// whole page `check --format html` writes, or why the move cannot be made.
pub fn check(position: &str, heap: usize, take: u64, misere: bool) -> Result<String, String> {
    let position = Position::parse_text(position).map_err(|err| err.to_string())?;
    let rules = if misere { Rules::Misere } else { Rules::Normal };
    let shown = format!("take {take} from heap {heap}");
    let proposal = nim_proposal(position.heaps(), rules, &[(heap, take)], &shown)?;
    let judged = judge(proposal).map_err(|err| err.to_string())?;
    Ok(html::render(&judged.documents()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimstep_core::game::Move;
    use nimstep_core::solve::check::Proposal;

    #[test]
    fn a_move_is_judged_as_check_judges_it() {
        let page = check("13 12 8", 1, 9, false).unwrap();
        let judged = judge(Proposal::Nim {
            heaps: &[13, 12, 8],
            rules: Rules::Normal,
            chosen: Move::legal(&[13, 12, 8], 1, 9).unwrap(),
        })
        .unwrap();
        assert_eq!(page, html::render(&judged.documents()));
        let err = check("13 12 8", 4, 1, false).unwrap_err();
        assert!(err.contains("illegal move: there is no heap 4"), "{err}");
    }
}
