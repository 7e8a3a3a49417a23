use crate::support::Run;

/// The glossary in every format: each term with its meaning, its lesson and
/// its other names, the nim-sum's many names among them.
#[test]
fn glossary_in_every_format() {
    Run::new("glossary --color never")
        .code(0)
        .stdout_has("\nTaught in lesson 3\n")
        .stdout_has("  • nim-sum: the heaps added in binary without carries")
        .stdout_has("  • heap: a pile of stones on the table; in Nim a move takes stones from one\n    heap. Also called: pile.")
        .stdout_has("\nTaught in lesson 8\n")
        .stdout_lacks("For later lessons");
    Run::new("glossary --format markdown")
        .stdout_has("## Glossary")
        .stdout_has("- **P-position**: a position the player to move loses against perfect play")
        .stdout_has("Also called: ⊕; XOR; exclusive or; addition without carries; the indicator (older notes)");
    let json = Run::new("glossary --format json").code(0);
    let terms: serde_json::Value = serde_json::from_str(&json.outcome().stdout).unwrap();
    let nim_sum = terms
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["term"] == "nim-sum")
        .unwrap();
    assert_eq!(nim_sum["lesson"], 3);
    assert!(nim_sum["also"].as_array().unwrap().contains(&"XOR".into()));
    let mex = terms
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["term"] == "mex")
        .unwrap();
    assert_eq!(mex["lesson"], 8);
}

/// Where `form` occurs in `text` as a whole word (ignoring case): a form
/// that starts or ends with a letter or digit must not touch another one,
/// nor a hyphen ("sum rule" is not in "nim-sum rule").
fn occurs(text: &str, form: &str) -> bool {
    let text = text.to_lowercase();
    let form = form.to_lowercase();
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-');
    text.match_indices(&form).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + form.len()..].chars().next();
        let starts_word = form.chars().next().is_some_and(char::is_alphanumeric);
        let ends_word = form.chars().next_back().is_some_and(char::is_alphanumeric);
        let touches_start = starts_word && word(before);
        let touches_end = ends_word && word(after);
        !(touches_start || touches_end)
    })
}

/// Walks the course in order, each lesson with its worked examples
/// computed, and fails when a glossary term appears before the lesson that
/// teaches it.
#[test]
fn no_term_before_its_lesson() {
    let json = Run::new("glossary --format json").code(0);
    let terms: serde_json::Value = serde_json::from_str(&json.outcome().stdout).unwrap();
    let terms = terms.as_array().unwrap();
    let mut early = Vec::new();
    for (lesson, text) in lessons_shown() {
        let text = &text;
        for term in terms {
            let taught = term["lesson"].as_u64().unwrap_or(u64::MAX);
            if taught <= lesson {
                continue;
            }
            for form in term["forms"].as_array().unwrap() {
                let form = form.as_str().unwrap();
                if occurs(text, form) {
                    early.push(format!(
                        "lesson {lesson} uses `{form}` ({}, taught in lesson {taught})",
                        term["term"]
                    ));
                }
            }
        }
    }
    assert!(early.is_empty(), "{}", early.join("\n"));
}

#[test]
fn whole_words_only() {
    assert!(occurs("the Column of 8", "column"));
    assert!(!occurs("columns", "column"));
    assert!(occurs("5 ⊕ 8", "⊕"));
    assert!(occurs("a big heap.", "big heap"));
    assert!(!occurs("mexico", "mex"));
    assert!(!occurs("the nim-sum rule", "sum rule"));
    assert!(occurs("the sum rule.", "sum rule"));
}

/// What the course shows fits the 80 columns of a pipe, every line of every
/// lesson and of the labels and glossary it points to, and no lesson is
/// longer than one sitting.
#[test]
fn the_course_fits_eighty_columns() {
    let last = lesson_sources().len();
    let mut commands: Vec<String> = (1..=last).map(|n| format!("lesson {n}")).collect();
    commands.extend(
        [
            "label 3 3 3",
            "label 1 1 1 --misere",
            "label 2 2 2 2",
            "glossary",
        ]
        .map(String::from),
    );
    for command in commands {
        let shown = Run::new(&format!("{command} --color never")).code(0);
        let text = &shown.outcome().stdout;
        for line in text.lines() {
            assert!(
                line.chars().count() <= 80,
                "`{command}`: {} columns: {line}",
                line.chars().count()
            );
        }
        // A lesson is one sitting: at most 400 lines at 80 columns.
        if command.starts_with("lesson ") {
            let lines = text.lines().count();
            assert!(lines <= 400, "`{command}`: {lines} lines");
        }
    }
}

/// One lesson's part of the glossary, as each lesson shows it at its end.
#[test]
fn one_lessons_words() {
    Run::new("glossary --lesson 7 --color never")
        .code(0)
        .stdout_has("Words taught in lesson 7")
        .stdout_has("  • big heap: in misère play, a heap of two stones or more.")
        .stdout_lacks("nim-sum:");
    Run::new("glossary --lesson 5 --color never").stdout_has("No new term");
    let json = Run::new("glossary --lesson 3 --format json").code(0);
    let terms: serde_json::Value = serde_json::from_str(&json.outcome().stdout).unwrap();
    let names: Vec<&str> = terms
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["term"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "parity",
            "nim-sum",
            "odd column",
            "associative",
            "commutative",
            "identity",
            "x ⊕ x = 0",
            "cancellation law"
        ]
    );
    let last = nimstep_core::present::glossary::LESSONS;
    let past = last + 1;
    Run::new(&format!("glossary --lesson {past}"))
        .code(2)
        .stderr_has(&format!(
            "invalid value '{past}' for '--lesson <N>': lesson `{past}` is too large: expected a lesson from 1 to {last}"
        ));
}

/// The glossary as `glossary --format json` gives it.
fn glossary_terms() -> Vec<serde_json::Value> {
    let json = Run::new("glossary --format json").code(0);
    let terms: serde_json::Value = serde_json::from_str(&json.outcome().stdout).unwrap();
    terms.as_array().unwrap().clone()
}

/// Each lesson's source, with its number (from the file name).
fn lesson_sources() -> Vec<(u64, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons");
    let mut lessons: Vec<(u64, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let number = name.split('-').next().unwrap().parse().unwrap();
            (number, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    lessons.sort();
    lessons
}

/// The terms (name and lesson) one of whose forms occurs in `text`.
fn terms_in<'a>(terms: &'a [serde_json::Value], text: &str) -> Vec<(&'a str, u64)> {
    terms
        .iter()
        .filter(|t| {
            occurs(text, t["term"].as_str().unwrap())
                || t["forms"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|f| occurs(text, f.as_str().unwrap()))
        })
        .map(|t| {
            (
                t["term"].as_str().unwrap(),
                t["lesson"].as_u64().unwrap_or(u64::MAX),
            )
        })
        .collect()
}

/// A word a lesson sets in bold to introduce it is a glossary term: bold
/// is the course's sign for "a new word". Bold for emphasis ("**every**
/// move"), for a claim's name or for a position is listed here, once.
#[test]
fn every_bold_word_is_in_the_glossary() {
    const EMPHASIS: &[&str] = &[
        "N", "P", "every", "some", "not", "odd", "even", "big", "A.", "B.", "Proof", "Claim.",
    ];
    let terms = glossary_terms();
    let mut missing = Vec::new();
    for (lesson, source) in lesson_sources() {
        for (i, span) in source.split("**").enumerate() {
            let span = &one_line(span);
            let emphasis = EMPHASIS.contains(&span.as_str())
                || ["Theorem", "Proof", "("]
                    .iter()
                    .any(|s| span.starts_with(s));
            if i % 2 == 0 || emphasis {
                continue;
            }
            if terms_in(&terms, span).is_empty() {
                missing.push(format!("lesson {lesson}: **{span}**"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "bold but not in the glossary:\n{}",
        missing.join("\n")
    );
}

/// "the cancellation law of lesson 3", "lesson 4's Lemma 2": a lesson
/// named for a term is the lesson that teaches it, and every lesson named
/// exists.
#[test]
fn a_lesson_named_for_a_term_teaches_it() {
    let terms = glossary_terms();
    let sources = lesson_sources();
    let last = sources.len() as u64;
    let mut wrong = Vec::new();
    let mut checked = 0;
    // The source, and the lesson as shown: a walkthrough's words name
    // lessons too ("by the sum rule of lesson 8").
    let texts = sources.iter().cloned().chain(lessons_shown());
    for (lesson, source) in texts {
        let text = source.replace('\n', " ");
        for (at, _) in text.match_indices("lesson ") {
            let digits: String = text[at + 7..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            let Ok(n) = digits.parse::<u64>() else {
                continue;
            };
            if !(1..=last).contains(&n) {
                wrong.push(format!(
                    "lesson {lesson} names lesson {n}, which does not exist"
                ));
                continue;
            }
            let before = text[..at].trim_end();
            let after = &text[at + 7 + digits.len()..];
            let phrase = if let Some(before) = before.strip_suffix(" of") {
                let words: Vec<&str> = before.split(' ').collect();
                words[words.len().saturating_sub(3)..].join(" ")
            } else if let Some(after) = after.strip_prefix("'s ") {
                after.split(' ').take(3).collect::<Vec<_>>().join(" ")
            } else {
                continue;
            };
            let named = terms_in(&terms, &phrase);
            // "the heaps of lesson 1" names a word every lesson uses:
            // only a term taught after lesson 1 pins a lesson down.
            let specific: Vec<_> = named.iter().filter(|(_, l)| *l > 1).collect();
            if specific.is_empty() {
                continue;
            }
            checked += 1;
            if specific.iter().all(|(_, l)| *l != n) {
                wrong.push(format!(
                    "lesson {lesson}: \"{phrase}\" of lesson {n}, but {specific:?}"
                ));
            }
        }
    }
    assert!(checked >= 3, "only {checked} references checked");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Text on one line: every run of white space one space (a bold span may
/// be wrapped in the source).
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Each lesson as `lesson N --format markdown` shows it, its worked
/// examples computed, without its "Words of this lesson" section (the
/// glossary's own block, which lists the other names on purpose); every
/// lesson of the course, in order.
fn lessons_shown() -> Vec<(u64, String)> {
    let last = lesson_sources().len() as u64;
    assert_eq!(last, u64::from(nimstep_core::present::glossary::LESSONS));
    (1..=last)
        .map(|lesson| {
            let shown = Run::new(&format!("lesson {lesson} --format markdown")).code(0);
            let text = shown.outcome().stdout.clone();
            match text.split_once("\n## Words of this lesson") {
                Some((before, words)) => {
                    let after = words.split_once("\n## ").map_or("", |(_, rest)| rest);
                    (lesson, format!("{before}\n## {after}"))
                }
                None => (lesson, text),
            }
        })
        .collect()
}

/// Each term is taught where the glossary says: the lesson that teaches
/// it sets one of its forms in bold, the course's sign for a new word.
#[test]
fn every_term_is_set_in_bold_by_its_lesson() {
    let terms = glossary_terms();
    let sources = lesson_sources();
    let mut untaught = Vec::new();
    for term in &terms {
        let lesson = term["lesson"].as_u64().unwrap();
        let (_, source) = sources.iter().find(|(n, _)| *n == lesson).unwrap();
        let bold: Vec<String> = source
            .split("**")
            .skip(1)
            .step_by(2)
            .map(one_line)
            .collect();
        let name = term["term"].as_str().unwrap();
        let forms = term["forms"].as_array().unwrap();
        let taught = bold.iter().any(|span| {
            occurs(span, name) || forms.iter().any(|f| occurs(span, f.as_str().unwrap()))
        });
        if !taught {
            untaught.push(format!("{name}: not in bold in lesson {lesson}"));
        }
    }
    assert!(untaught.is_empty(), "{}", untaught.join("\n"));
}

/// Other names a student meets in books, which the course may use as
/// plain words or notation of its own: everything else a glossary term is
/// "also called" is a rival name, and the course never uses it.
const PLAIN_OTHER_NAMES: &[&str] = &[
    // Ordinary words, used in their ordinary sense.
    "pile",
    "single",
    "even or odd",
    "remainder",
    // Notation the course writes, or the words that define a term.
    "2^k",
    "g(n)",
    "n₀",
    "0.77",
    "0.07",
    "φ",
    "base two",
    "binary digit",
    "addition without carries",
    "induction on the number of stones",
    "octal game",
];

/// One name for each idea: the course says "minimum excludant", never
/// "minimum excluded value"; "N-position", never "winning position". A
/// term's other names (the glossary's "also called") appear in no lesson,
/// source or worked example, unless listed as plain words above.
#[test]
fn one_name_for_each_idea() {
    let terms = glossary_terms();
    let mut rival = Vec::new();
    let sources = lesson_sources().into_iter().map(|(n, s)| (n, s, "source"));
    let shown = lessons_shown().into_iter().map(|(n, s)| (n, s, "shown"));
    for (lesson, text, how) in sources.chain(shown) {
        let text = one_line(&text);
        for term in &terms {
            let forms = term["forms"].as_array().unwrap();
            for other in term["also"].as_array().unwrap() {
                let other = other.as_str().unwrap();
                let a_form = forms.iter().any(|f| f == other) || other == term["term"];
                if !a_form && !PLAIN_OTHER_NAMES.contains(&other) && occurs(&text, other) {
                    rival.push(format!(
                        "lesson {lesson} ({how}) says \"{other}\" for {}",
                        term["term"]
                    ));
                }
            }
        }
    }
    rival.dedup();
    assert!(rival.is_empty(), "{}", rival.join("\n"));
}

/// A term's meaning uses only words taught by its own lesson or earlier,
/// so that a student can read the glossary as far as they have come.
#[test]
fn a_meaning_uses_only_words_already_taught() {
    let terms = glossary_terms();
    let mut early = Vec::new();
    for term in &terms {
        let lesson = term["lesson"].as_u64().unwrap();
        let meaning = term["meaning"].as_str().unwrap();
        for (name, taught) in terms_in(&terms, meaning) {
            if taught > lesson {
                early.push(format!(
                    "{} (lesson {lesson}) uses {name} (lesson {taught})",
                    term["term"]
                ));
            }
        }
    }
    assert!(early.is_empty(), "{}", early.join("\n"));
}

/// Each lesson that teaches terms shows them at its end (its block
/// `glossary --lesson N`), and a lesson says it teaches no new term only
/// when the glossary gives it none.
#[test]
fn each_lesson_shows_the_words_it_teaches() {
    let terms = glossary_terms();
    let mut wrong = Vec::new();
    for (lesson, source) in lesson_sources() {
        let teaches = terms.iter().any(|t| t["lesson"] == lesson);
        let block = source.contains(&format!("```nimstep\nglossary --lesson {lesson}\n```"));
        let none = one_line(&source).contains("teaches no new term");
        if teaches && (!block || none) {
            wrong.push(format!(
                "lesson {lesson} teaches terms but does not show them"
            ));
        }
        if !teaches && block {
            wrong.push(format!("lesson {lesson} shows words it does not teach"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Words of the field that a student may meet in the course: the names of
/// games, theorems and notations. Whichever of them a lesson uses (as
/// shown, worked examples included) is a glossary term, so it is taught
/// somewhere and looked up in one place; the other tests then hold it to
/// its lesson. Bold catches a new word a lesson introduces; this list
/// catches one it uses without introducing.
const WORDS_OF_THE_FIELD: &[&str] = &[
    "option",
    "witness",
    "perfect play",
    "mod",
    "modulo",
    "octal",
    "minimum excludant",
    "mex",
    "nimber",
    "nim-value",
    "impartial",
    "sum of games",
    "subtraction game",
    "Kayles",
    "Dawson's Kayles",
    "Lasker's Nim",
    "staircase Nim",
    "Moore's theorem",
    "Wythoff's game",
    "golden ratio",
    "Beatty's theorem",
    "Guy–Smith theorem",
    "Sprague–Grundy theorem",
    "Bouton's theorem",
    "period",
    "pre-period",
    "terminal position",
    "mirror position",
    "parity",
    "induction",
    "cancellation law",
    "pigeonhole principle",
];

/// Every word of the field a lesson uses is a glossary term (one of its
/// forms, or its name).
#[test]
fn every_word_of_the_field_used_is_in_the_glossary() {
    let terms = glossary_terms();
    let mut missing = Vec::new();
    for (lesson, text) in lesson_sources().into_iter().chain(lessons_shown()) {
        let text = one_line(&text);
        for word in WORDS_OF_THE_FIELD {
            if occurs(&text, word)
                && !terms_in(&terms, word).iter().any(|(name, _)| {
                    let term = terms.iter().find(|t| t["term"] == *name).unwrap();
                    occurs(word, name)
                        || term["forms"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .any(|f| f.as_str().unwrap().eq_ignore_ascii_case(word))
                })
            {
                missing.push(format!("lesson {lesson} uses \"{word}\""));
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "not in the glossary:\n{}",
        missing.join("\n")
    );
}

/// Notation a lesson writes, and the words that define it: each symbol is
/// defined, in the lesson that first uses it or an earlier one, no later
/// than the paragraph of its first use (a glossary entry a student may
/// never open is not a definition).
const NOTATION: &[(&str, &str)] = &[
    ("max(S)", "is written max(S)"),
    ("S =", "allowed by a fixed set S"),
    ("d₀", "The digit d₀ before the point is for taking 0 stones"),
];

#[test]
fn notation_is_defined_where_it_is_first_used() {
    let mut undefined = Vec::new();
    for (symbol, definition) in NOTATION {
        let mut defined = false;
        for (lesson, text) in lessons_shown() {
            let Some(first) = text.find(symbol) else {
                defined |= text.contains(definition);
                continue;
            };
            let paragraph_end = text[first..].find("\n\n").map_or(text.len(), |e| first + e);
            if !defined && !text[..paragraph_end].contains(definition) {
                undefined.push(format!("lesson {lesson} uses {symbol} before defining it"));
            }
            defined = true;
        }
        assert!(defined, "no lesson uses or defines {symbol}");
    }
    assert!(undefined.is_empty(), "{}", undefined.join("\n"));
}

/// A lesson says each thing once: no paragraph of a lesson as shown, its
/// worked examples included, is repeated word for word (lesson 5 showed
/// why heap ⊕ nim-sum is the nim-sum of the other heaps five times).
#[test]
fn no_lesson_repeats_a_paragraph() {
    let mut repeated = Vec::new();
    for (lesson, text) in lessons_shown() {
        // A worked example is shown as a quote: read it without its `>`.
        let unquoted: Vec<&str> = text
            .lines()
            .map(|line| line.trim_start_matches('>').trim_start())
            .collect();
        let unquoted = unquoted.join("\n");
        let mut seen = std::collections::HashSet::new();
        for paragraph in unquoted.split("\n\n").map(str::trim) {
            let prose = paragraph.len() > 60
                // A picture's stand-in note, "(No stones drawn: …)", goes
                // with each picture.
                && !paragraph.starts_with(['|', '#', '`', '-', ' ', '('])
                && !paragraph.starts_with(|c: char| c.is_ascii_digit());
            if prose && !seen.insert(paragraph) {
                repeated.push(format!("lesson {lesson}: {paragraph}"));
            }
        }
    }
    assert!(repeated.is_empty(), "{}", repeated.join("\n"));
}
