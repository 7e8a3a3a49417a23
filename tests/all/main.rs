//! All integration tests, in one binary so they link once.

/// Shared helpers: running the real binary in a clean environment.
mod support;
/// The real binary on a pseudo-terminal, its screen read through vt100.
mod terminal;

/// The snapshots themselves: no sentence in more than six of them.
mod snapshots_diet;

/// `explain`: snapshots of every worked example of the source notes, in
/// every format.
mod explain;

/// Sprague–Grundy values, periods and sums against the game tree.
mod grundy;

/// The solver held against brute force.
mod props;

/// Progress bars on standard error: on a terminal, never into a pipe.
mod progress;

/// Every sentence a walkthrough can emit, held against brute force over
/// all small positions where it appears.
mod claims;

/// Bad input on the command line and on standard input: one line, exit
/// 2, no panic, never read without bound.
mod errors;

/// Misère walkthroughs, Ferguson's labelling, the P/N grid and the move
/// list: snapshots, exhaustive checks against brute force, bad input.
mod math;
/// `play`: scripted games (won, lost, misère) and the property that
/// nimstep never loses from an N-position.
mod play;

/// The examples of the README and docs/ against the real output.
mod readme;

/// `quiz`: a scripted quiz with right and wrong answers.
mod quiz;

/// `check`: winning, losing, P-position and illegal moves.
mod check;

/// `glossary`: every term in every format; the course walked in order,
/// no term used before the lesson that teaches it.
mod glossary;

/// `worksheet`: the filter by winning moves and the key against `explain`.
mod worksheet;

/// `explain --compare`: normal and misère side by side.
mod compare;
/// The command table held to the binary: each command writes exactly the
/// formats its help declares (refusing the rest in plain words), and a
/// lesson block shows what its command shows.
mod declared;
/// How a run ends: closed pipes, full disks, colours, the manual and
/// completions.
mod finish;
/// Handouts: student sheets, key files, worked solutions, misère mixes.
mod handouts;
/// `lesson` and `export`: a snapshot of every lesson, exported Markdown
/// checked with pulldown-cmark, and the export rules.
mod lessons;
/// Many heaps and huge heaps: bounded input, linear cost, no overflow.
mod limits;
/// Nesting kept in every format: each lesson's source and export read as
/// one block tree, terminal and HTML in the same order and depth, random
/// documents through export and re-import.
mod nesting;
/// `--pause` on a real pseudo-terminal: steps cut into parts at three sizes,
/// the key map, resize, paste, signals; all at once through a pipe.
mod pause;
/// Pictures: stones before and after the move, ASCII, Markdown.
mod pictures;
/// Practice: undo, the replay, help with examples, quiz skills.
mod practice;
/// Width: every command and lesson fits 40 to 120 columns, words whole.
mod width;

/// `--format html`: every page parsed by html5ever and checked (no parse
/// error, nothing external, rows as long as headers, numbers from the
/// JSON), escaping, export as linked pages, snapshots.
mod html;

/// Slides in headless Chromium over WebDriver: keys, the address, reloads,
/// every slide of every deck fitting 1280×720 and 1920×1080 (no overflow,
/// nothing under the controls, text ≥ 16 px, contrast ≥ 4.5:1 in both
/// schemes), no sideways scrolling on a phone, scripting off.
/// Skipped with a message when Chromium is missing, except under CI.
mod browser;
/// Every command × every game against the game tree (issue 26).
mod matrix;
/// The slides of the course at a phone's, a projector's and a large
/// screen's size, measured box by box: nothing scrolls sideways, no text
/// is under 14 px, the "more below" cue covers no text.
mod slides_fit;
/// Issue 22: lessons, paths and arguments are untrusted: control bytes
/// made visible, files never written through links, budgets, round trips.
mod untrusted;
/// Wythoff's game: verdicts and moves against the rules, huge heaps, play.
mod wythoff;

/// The browser edition (`cargo xtask web`): one small page that fetches
/// nothing, whose walkthroughs and refusals are the command line's own,
/// driven in headless Chromium.
mod web;

/// The browser edition's Play and Quiz views: a game played by keyboard
/// and by clicking stones, a quiz answered and scored, each the command
/// line's own session; print, and a phone's stones.
mod web_play;

/// The browser edition's Lessons view: the course as the command line
/// shows it, each block tried on the student's heaps and computed as the
/// command line computes it; the glossary; a phone's size; print.
mod web_lessons;

/// The browser edition's Worksheet view: a sheet dealt from a seed as the
/// command line deals it, its key on a page of its own, each printed alone.
mod web_worksheet;

/// Worksheets on paper: a student sheet printed by Chromium to PDF on A4,
/// as HTML and as Markdown, holds four positions or more a page.
mod paper;

/// The house rule: a game is named only in its folder and the files
/// that name every game.
mod house;
