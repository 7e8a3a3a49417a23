//! The glossary: every term the course and the walkthroughs use, its
//! one-line meaning, the lesson that teaches it, and the other names a
//! student meets for the same idea in books and notes.
//!
//! Exists so that a student who meets a word can look it up, and so that a
//! test can walk the course in order and catch a word used before the
//! lesson that teaches it (the `forms` are what that test looks for).

use crate::doc::{Block, Document, Line, Mark, Section};
use crate::render::Report;
use serde::Serialize;

/// One term of the glossary.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Term {
    /// The term as the course writes it.
    pub term: &'static str,
    /// What it means, in one line.
    pub meaning: &'static str,
    /// The lesson that teaches it (1 to [`LESSONS`]); `None` for a term kept for
    /// later lessons.
    pub lesson: Option<u8>,
    /// Other names for the same idea in the literature.
    pub also: &'static [&'static str],
    /// How the term is written in a lesson or a walkthrough (matched as
    /// whole words, ignoring case): none of them may appear before the
    /// lesson that teaches the term.
    pub forms: &'static [&'static str],
}

/// How many lessons the built-in course has: the glossary's sections and
/// `glossary --lesson N` run from 1 to this.
pub const LESSONS: u8 = 11;

/// Every term, in the order the course teaches them.
pub const TERMS: &[Term] = &[
    Term {
        term: "heap",
        meaning: "a pile of stones on the table; in Nim a move takes stones from one heap",
        lesson: Some(1),
        also: &["pile"],
        forms: &["heap", "heaps"],
    },
    Term {
        term: "turn",
        meaning: "a player's chance to play: the two players take turns, and on their turn a player makes one move",
        lesson: Some(1),
        also: &[],
        forms: &["turn", "turns"],
    },
    Term {
        term: "move",
        meaning: "what a game's rules allow a player to do on their turn; in Nim, taking one or more stones from a single heap (other games allow other moves: taking from several heaps at once, or sliding coins down a staircase)",
        lesson: Some(1),
        also: &[],
        forms: &["move"],
    },
    Term {
        term: "position",
        meaning: "the heap sizes at some moment of the game, such as 13 12 8",
        lesson: Some(1),
        also: &["game state"],
        forms: &["position"],
    },
    Term {
        term: "normal play",
        meaning: "the rule that whoever makes the last move wins: in Nim, whoever takes the last stone",
        lesson: Some(1),
        also: &["normal play convention", "last player wins"],
        forms: &["normal play"],
    },
    Term {
        term: "P-position",
        meaning: "a position the player to move loses against perfect play: the previous player wins",
        lesson: Some(1),
        also: &["previous-player win", "losing position", "safe position"],
        forms: &["P-position", "P-positions"],
    },
    Term {
        term: "perfect play",
        meaning: "play that forces a win whenever a win can be forced; \"loses against perfect play\" means the opponent can force a win, so the player loses whatever they do unless the opponent slips",
        lesson: Some(1),
        also: &["best play", "optimal play"],
        forms: &["perfect play"],
    },
    Term {
        term: "N-position",
        meaning: "a position the player to move wins with perfect play: the next player wins",
        lesson: Some(1),
        also: &["next-player win", "winning position", "unsafe position"],
        forms: &["N-position", "N-positions"],
    },
    Term {
        term: "winning move",
        meaning: "a move to a P-position",
        lesson: Some(1),
        also: &["good move", "safe move"],
        forms: &["winning move", "winning moves"],
    },
    Term {
        term: "mirror strategy",
        meaning: "with two equal heaps, answer every move by the same move on the other heap",
        lesson: Some(1),
        also: &["Tweedledum–Tweedledee strategy", "copycat strategy"],
        forms: &["mirror strategy", "mirror position", "mirror positions"],
    },
    Term {
        term: "power of two",
        meaning: "1, 2, 4, 8, 16, …: each double the one before; 2^k is k twos multiplied together, and 2^0 = 1",
        lesson: Some(2),
        also: &["2^k"],
        forms: &["power of two", "powers of two"],
    },
    Term {
        term: "binary",
        meaning: "writing a number as a sum of different powers of two: a 1 for each power used, a 0 for each not used (25 = 11001₂)",
        lesson: Some(2),
        also: &["base two", "base 2", "binary expansion"],
        forms: &["binary", "₂"],
    },
    Term {
        term: "place value",
        meaning: "each digit counts its place's value: 253 = 2·100 + 5·10 + 3·1, and 11001₂ = 1·16 + 1·8 + 0·4 + 0·2 + 1·1",
        lesson: Some(2),
        also: &["positional notation"],
        forms: &["place value", "place-value"],
    },
    Term {
        term: "column",
        meaning: "one place of the binary form, the 2^k column, where numbers written under one another line up",
        lesson: Some(2),
        also: &["bit position", "digit place"],
        forms: &["column", "columns"],
    },
    Term {
        term: "bit",
        meaning: "one digit of a binary form, a 0 or a 1 (short for binary digit)",
        lesson: Some(2),
        also: &["binary digit"],
        forms: &["bit", "bits"],
    },
    Term {
        term: "leading 1",
        meaning: "the leftmost 1 of a number in binary: its largest power of two",
        lesson: Some(2),
        also: &["highest bit", "most significant bit"],
        forms: &["leading 1"],
    },
    Term {
        term: "parity",
        meaning: "whether a count is even or odd",
        lesson: Some(3),
        also: &["even or odd"],
        forms: &["parity"],
    },
    Term {
        term: "nim-sum",
        meaning: "the heaps added in binary without carries: a 1 under each column with an odd number of 1s",
        lesson: Some(3),
        also: &[
            "⊕",
            "XOR",
            "exclusive or",
            "addition without carries",
            "the indicator (older notes)",
            "binary digital sum",
        ],
        forms: &["nim-sum", "nim-sums", "⊕", "XOR", "exclusive or"],
    },
    Term {
        term: "odd column",
        meaning: "a column holding an odd number of 1s: the nim-sum has a 1 there",
        lesson: Some(3),
        also: &["unbalanced column"],
        forms: &["odd column", "odd columns"],
    },
    Term {
        term: "associative",
        meaning: "(x ⊕ y) ⊕ z = x ⊕ (y ⊕ z): the brackets do not matter",
        lesson: Some(3),
        also: &["associativity"],
        forms: &["associative", "associativity"],
    },
    Term {
        term: "commutative",
        meaning: "x ⊕ y = y ⊕ x: the order does not matter",
        lesson: Some(3),
        also: &["commutativity"],
        forms: &["commutative", "commutativity"],
    },
    Term {
        term: "identity",
        meaning: "0 ⊕ x = x: 0 changes nothing",
        lesson: Some(3),
        also: &["neutral element"],
        forms: &["identity"],
    },
    Term {
        term: "x ⊕ x = 0",
        meaning: "every number cancels itself: each 1 of x appears twice in its column",
        lesson: Some(3),
        also: &["self-inverse"],
        forms: &["cancels itself"],
    },
    Term {
        term: "cancellation law",
        meaning: "if x ⊕ y = x ⊕ z then y = z; in particular x ⊕ y = 0 only when x = y. It follows from x ⊕ x = 0: take the nim-sum of both sides with x",
        lesson: Some(3),
        also: &["cancellation property"],
        forms: &["cancellation law"],
    },
    Term {
        term: "Bouton's theorem",
        meaning: "under normal play a position is P exactly when its nim-sum is 0 (the nim-sum rule)",
        lesson: Some(4),
        also: &["Bouton's rule"],
        forms: &["Bouton's theorem", "nim-sum rule"],
    },
    Term {
        term: "Lemma 1",
        meaning: "from a position with nim-sum 0 every move leaves a non-zero nim-sum",
        lesson: Some(4),
        also: &[],
        forms: &["Lemma 1"],
    },
    Term {
        term: "Lemma 2",
        meaning: "from a position with a non-zero nim-sum some move leaves nim-sum 0",
        lesson: Some(4),
        also: &[],
        forms: &["Lemma 2"],
    },
    Term {
        term: "induction",
        meaning: "proving a claim for every position by proving it for any one position while assuming it holds for every position with fewer stones",
        lesson: Some(4),
        also: &["strong induction", "induction on the number of stones"],
        forms: &["induction"],
    },
    Term {
        term: "leftmost odd column",
        meaning: "the highest column with an odd number of 1s: the nim-sum's leading 1; the winning move changes a heap with a 1 there",
        lesson: Some(4),
        also: &["highest unbalanced bit"],
        forms: &["leftmost odd column"],
    },
    Term {
        term: "impartial game",
        meaning: "a game of two players who alternate and have the same moves, with nothing left to chance or hidden, that cannot go on for ever and whose last move decides who wins: Nim and every game of this course",
        lesson: Some(6),
        also: &["impartial combinatorial game"],
        forms: &["impartial game", "impartial games", "impartial"],
    },
    Term {
        term: "terminal position",
        meaning: "a position with no move left (in Nim: every heap empty)",
        lesson: Some(6),
        also: &["end position", "final position"],
        forms: &["terminal position"],
    },
    Term {
        term: "recursive labelling",
        meaning: "labelling positions P or N from the end of the game backwards, each from the labels of the positions its moves reach",
        lesson: Some(6),
        also: &["backward induction", "retrograde analysis"],
        forms: &["labelling", "labelled"],
    },
    Term {
        term: "witness",
        meaning: "in a labelling, a move from a position to a P-position: the proof that the position is N",
        lesson: Some(6),
        also: &["certificate"],
        forms: &["witness"],
    },
    Term {
        term: "misère play",
        meaning: "the rule that whoever takes the last stone loses",
        lesson: Some(7),
        also: &["misère convention", "last player loses"],
        forms: &["misère", "misere"],
    },
    Term {
        term: "big heap",
        meaning: "in misère play, a heap of two stones or more",
        lesson: Some(7),
        also: &["large heap"],
        forms: &["big heap", "big heaps"],
    },
    Term {
        term: "single-stone heap",
        meaning: "a heap of exactly one stone",
        lesson: Some(7),
        also: &["single", "singleton"],
        forms: &["single-stone"],
    },
    Term {
        term: "endgame move",
        meaning: "in misère play with exactly one big heap: reduce it to 0 or 1 so that an odd number of single-stone heaps is left",
        lesson: Some(7),
        also: &[],
        forms: &["endgame"],
    },
    Term {
        term: "subtraction game",
        meaning: "a game of heaps in which a move takes from one heap a number of stones allowed by a fixed set S: subtract:1-3 allows 1, 2 or 3",
        lesson: Some(8),
        also: &["take-away game"],
        forms: &["subtraction game", "subtraction games"],
    },
    Term {
        term: "mex",
        meaning: "the minimum excludant: the smallest whole number not in a set; the Grundy value of a position is the mex of its options' values",
        lesson: Some(8),
        also: &["minimum excluded value", "minimal excludant"],
        forms: &["mex", "minimum excludant"],
    },
    Term {
        term: "option",
        meaning: "a position one move away from the position in question",
        lesson: Some(8),
        also: &["follower", "successor"],
        forms: &["option", "options"],
    },
    Term {
        term: "Grundy value",
        meaning: "the size of the Nim heap a position is worth: the mex of the values of the positions one move away; 0 exactly for P-positions",
        lesson: Some(8),
        also: &["nim-value", "nimber", "Sprague–Grundy value", "g(n)"],
        forms: &["Grundy value", "Grundy values"],
    },
    Term {
        term: "sum of games",
        meaning: "several games played side by side, a move in exactly one of them; its Grundy value is the nim-sum of theirs",
        lesson: Some(8),
        also: &["disjunctive sum"],
        forms: &["sum of games", "sum of two games"],
    },
    Term {
        term: "sum rule",
        meaning: "the Grundy value of a sum of games is the nim-sum of the Grundy values of its parts",
        lesson: Some(8),
        also: &[],
        forms: &["the sum rule"],
    },
    Term {
        term: "Sprague–Grundy theorem",
        meaning: "a sum of games is a P-position exactly when the nim-sum of its parts' Grundy values is 0: each part plays like a Nim heap of its value",
        lesson: Some(8),
        also: &["Sprague-Grundy theorem"],
        forms: &["Sprague–Grundy theorem", "Sprague-Grundy theorem"],
    },
    Term {
        term: "period",
        meaning: "how often a game's Grundy values repeat: g(n + p) = g(n) for every n from some point on",
        lesson: Some(8),
        also: &["periodicity"],
        forms: &["period", "periodic"],
    },
    Term {
        term: "mod",
        meaning: "the remainder of a division: 14 mod 4 = 2, since 14 = 3 × 4 + 2",
        lesson: Some(8),
        also: &["modulo", "remainder", "%"],
        forms: &["mod", "modulo"],
    },
    Term {
        term: "pre-period",
        meaning: "the first heap from which a game's Grundy values repeat with their period; values before it may be exceptions",
        lesson: Some(8),
        also: &["preperiod", "n₀"],
        forms: &["pre-period"],
    },
    Term {
        term: "pigeonhole principle",
        meaning: "put more things into boxes than there are boxes, and some box holds two of them",
        lesson: Some(9),
        also: &["Dirichlet's box principle"],
        forms: &["pigeonhole principle"],
    },
    Term {
        term: "octal notation",
        meaning: "Guy's code d₀.d₁d₂… for a game that takes stones from a heap: digit dₖ says what taking k stones may leave, adding 1 for nothing, 2 for one heap, 4 for two heaps (Kayles is 0.77); d₀, for taking none, can only be 4, a split, or 0; nimstep's octal:CODE reads the codes with d₀ = 0, written 0. then digits (Lasker's Nim, 4.333…, is lasker)",
        lesson: Some(9),
        also: &["octal game", "Guy's code"],
        forms: &["octal"],
    },
    Term {
        term: "Guy–Smith theorem",
        meaning: "in an octal game whose moves take at most t stones, if g(n + p) = g(n) for every n with n₀ ≤ n < 2n₀ + p + t, where n₀ ≥ 1, then g(n + p) = g(n) for every n ≥ n₀: a finite window of values proves the period",
        lesson: Some(9),
        also: &["periodicity theorem", "Guy-Smith theorem"],
        forms: &["Guy–Smith theorem", "Guy-Smith theorem"],
    },
    Term {
        term: "Lasker's Nim",
        meaning: "take stones from one heap, or split one heap into two non-empty heaps; values g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3",
        lesson: Some(9),
        also: &["Lasker's game"],
        forms: &["Lasker's Nim"],
    },
    Term {
        term: "Kayles",
        meaning: "knock down one pin or two neighbouring pins of a row; the octal game 0.77",
        lesson: Some(9),
        also: &["0.77"],
        forms: &["Kayles"],
    },
    Term {
        term: "Dawson's Kayles",
        meaning: "knock down exactly two neighbouring pins of a row; the octal game 0.07",
        lesson: Some(9),
        also: &["0.07"],
        forms: &["Dawson's Kayles"],
    },
    Term {
        term: "staircase Nim",
        meaning: "slide coins from one step down to the next; it is Nim on the odd steps",
        lesson: Some(10),
        also: &[],
        forms: &["staircase Nim", "Nim on the odd steps"],
    },
    Term {
        term: "Moore's Nimₖ",
        meaning: "take stones from up to k heaps at once; P exactly when every column's count of 1s is a multiple of k + 1",
        lesson: Some(10),
        also: &["Moore's Nim", "Nim_k"],
        forms: &["Moore's Nimₖ", "Moore's Nim₂", "Moore's theorem"],
    },
    Term {
        term: "Wythoff's game",
        meaning: "two heaps; a move takes any number of stones from one heap, or the same number from both",
        lesson: Some(11),
        also: &["Wythoff's Nim", "corner the queen"],
        forms: &["Wythoff's game"],
    },
    Term {
        term: "Wythoff pair",
        meaning: "pair k is (a_k, b_k): a_k the smallest number in no earlier pair, b_k = a_k + k; the Wythoff pairs are exactly the P-positions of Wythoff's game",
        lesson: Some(11),
        also: &["cold position"],
        forms: &["Wythoff pair", "Wythoff pairs"],
    },
    Term {
        term: "partner",
        meaning: "the other number of a number's Wythoff pair: the partner of 4 is 7",
        lesson: Some(11),
        also: &[],
        forms: &["partner"],
    },
    Term {
        term: "golden ratio",
        meaning: "φ = (1 + √5)/2, about 1.618, the number with φ² = φ + 1; Wythoff pair k is (⌊kφ⌋, ⌊kφ²⌋)",
        lesson: Some(11),
        also: &["φ", "phi"],
        forms: &["golden ratio"],
    },
    Term {
        term: "Beatty's theorem",
        meaning: "for irrational α, β > 1 with 1/α + 1/β = 1, the numbers ⌊kα⌋ and ⌊kβ⌋ (k = 1, 2, 3, …) together hold every positive whole number exactly once; used, not proved, in lesson 11",
        lesson: Some(11),
        also: &["Rayleigh's theorem"],
        forms: &["Beatty's theorem"],
    },
];

/// The glossary as `nimstep glossary` shows it: every term, or the terms
/// of one lesson (`--lesson N`, which each lesson shows at its end).
#[derive(Debug, Clone, Copy)]
pub struct Glossary {
    /// Only the terms this lesson teaches, when given.
    pub lesson: Option<u8>,
}

impl Glossary {
    /// The terms shown, in the course's order.
    pub fn terms(&self) -> Vec<Term> {
        TERMS
            .iter()
            .filter(|t| self.lesson.is_none() || t.lesson == self.lesson)
            .copied()
            .collect()
    }
}

/// The glossary as a document: one section per lesson, one bullet per term.
pub fn document(glossary: &Glossary) -> Document {
    let (title, sections) = match glossary.lesson {
        Some(n) => (
            // One title and an unheaded section: shown inside a lesson,
            // its first slide takes the lesson's "Words of this lesson"
            // ([`crate::deck::steps`]). It opens by pointing to the whole
            // course, which the lesson no longer says in a lead-in of its
            // own ("…:" alone on the slide before the box, issue 20).
            format!("Words taught in lesson {n}, their meanings and other names"),
            vec![{
                let mut words = section("", Some(n));
                let course = Line::new()
                    .mark("nimstep glossary", Mark::Code)
                    .plain(" lists the words of the whole course.");
                words.blocks.insert(0, Block::Paragraph(course));
                words
            }],
        ),
        None => {
            let mut sections: Vec<Section> = (1..=LESSONS)
                .map(|n| section(&format!("Taught in lesson {n}"), Some(n)))
                .collect();
            if TERMS.iter().any(|t| t.lesson.is_none()) {
                sections.push(section("For later lessons", None));
            }
            (
                "Glossary: the words of the course, and their other names".to_string(),
                sections,
            )
        }
    };
    Document {
        numbered: false,
        title: Line::from(title),
        sections,
    }
}

/// One lesson's terms as a bulleted list; a lesson that teaches no new
/// term says so.
fn section(heading: &str, lesson: Option<u8>) -> Section {
    let terms: Vec<&Term> = TERMS.iter().filter(|t| t.lesson == lesson).collect();
    if terms.is_empty() {
        return Section::new(heading).paragraph(
            "No new term: this lesson puts the terms of the lessons before it to work.",
        );
    }
    Section::new(heading).bullets(
        terms
            .into_iter()
            .map(|t| {
                let line = Line::new()
                    .mark(t.term, Mark::Strong)
                    .plain(format!(": {}.", t.meaning));
                if t.also.is_empty() {
                    line
                } else {
                    line.plain(format!(" Also called: {}.", t.also.join("; ")))
                }
            })
            .collect(),
    )
}

/// The glossary: its JSON is the list of terms shown.
impl Report for Glossary {
    fn json(&self) -> impl Serialize + '_ {
        self.terms()
    }

    fn documents(&self) -> Vec<Document> {
        vec![document(self)]
    }
}
