//! Where a tournament stands, as text and as a picture: its terms, the sign-up, the
//! standings table or the bracket.

use halma_render::{
    Bracket, BracketMatch, BracketRound, BracketSection, Column, SectionKind, Slot, StandingsTable,
};

use super::sign_up_buttons;
use crate::core::describe;
use crate::core::reply::{Content, Reply, TournamentPicture};
use crate::core::Core;
use crate::model::message::{List, Sep};
use crate::model::{Attach, Msg, News, Phase, SignUp, StoredTournament, Terms};
use crate::tournament::{BracketView, Format, Section, SlotEntrant};

impl Core {
    /// News of a tournament as a reply in its channel, with the standings or bracket.
    pub(in crate::core) fn tournament_reply(&self, t: &StoredTournament, news: News) -> Reply {
        let mut reply = Reply::public(news.message).in_place(t.place);
        reply.buttons = news.buttons;
        // Drawn later, in the reader's language, from a copy (see `tournament_picture`).
        if news.attach.contains(&Attach::Standings) && t.state.is_some() {
            reply = reply.with_file(
                format!("tournament-{}.png", t.id),
                Content::Tournament(Box::new(t.clone())),
            );
        }
        reply
    }

    /// `/halma tournament show`: the sign-up, or where the tournament stands.
    pub(in crate::core) fn tournament_summary(&self, t: &StoredTournament) -> Reply {
        let mut lines = vec![Msg::TournamentHead {
            tournament: t.id,
            name: t.name.clone(),
            terms: terms_text(&t.terms),
        }];
        match (&t.phase, &t.state) {
            (Phase::SignUp | Phase::CheckIn { .. }, _) => {
                let names = t.entrants.iter().map(|m| m.name.clone());
                lines.push(Msg::SignedUp {
                    count: t.entrants.len(),
                    names: List::new(Sep::Comma, names),
                });
            }
            (Phase::Cancelled, _) => lines.push(Msg::TournamentCancelledShort),
            (_, Some(state)) => {
                let phase = match t.phase {
                    Phase::Paused => "paused",
                    Phase::Finished => "finished",
                    _ => "running",
                };
                lines.push(Msg::TournamentProgress {
                    phase: phase.to_string(),
                    round: state.round(),
                    rounds: state.planned_rounds(),
                });
                for s in state.standings().iter().take(10) {
                    lines.push(Msg::StandingLine {
                        place: s.place,
                        who: s.name.clone(),
                        points: points(s.points),
                    });
                }
            }
            (_, None) => {}
        }
        let news = News::new(Msg::lines(lines)).with(Attach::Standings);
        let mut reply = self.tournament_reply(t, news);
        if t.phase == Phase::SignUp {
            reply
                .buttons
                .extend(sign_up_buttons(t.id, [SignUp::Join, SignUp::Leave]));
        }
        reply.channel = None;
        reply
    }
}

/// `single elimination, halma8, rules none, clock 1d, best of 3`.
pub(super) fn terms_text(terms: &Terms) -> List<Msg> {
    let s = &terms.spec;
    let mut parts = vec![
        match s.format {
            Format::SingleElimination => Msg::FormatSingle,
            Format::DoubleElimination => Msg::FormatDouble,
            Format::RoundRobin if s.double_round_robin => Msg::FormatDoubleRoundRobin,
            Format::RoundRobin => Msg::FormatRoundRobin,
            Format::Swiss => match s.rounds {
                Some(rounds) => Msg::FormatSwissRounds { rounds },
                None => Msg::FormatSwiss,
            },
            Format::Tables => Msg::FormatTables,
        },
        Msg::notation(terms.variant.id()),
        Msg::TermsRules {
            rules: terms.rules.clone(),
        },
        Msg::TermsClock {
            clock: describe::clock(terms.clock).boxed(),
        },
    ];
    if s.best_of > 1 {
        parts.push(Msg::TermsBestOf { games: s.best_of });
    }
    if s.third_place {
        parts.push(Msg::TermsThirdPlace);
    }
    List::new(Sep::Comma, parts)
}

/// `3½`, `2`.
fn points(p: f64) -> String {
    let whole = p.trunc() as i64;
    if (p - p.trunc()).abs() > 0.25 {
        if whole == 0 {
            "½".into()
        } else {
            format!("{whole}½")
        }
    } else {
        whole.to_string()
    }
}

/// The picture of where a tournament stands: the bracket, or the standings table, its words
/// said by `say`; `None` before it has begun.
pub fn tournament_picture(
    t: &StoredTournament,
    say: &dyn Fn(Msg) -> String,
) -> Option<TournamentPicture> {
    let state = t.state.as_ref()?;
    let standings = state.standings();
    let status = say(if state.is_finished() {
        standings
            .first()
            .map_or(Msg::PictureFinal, |s| Msg::PictureWonBy {
                name: s.name.clone(),
            })
    } else {
        Msg::PictureRound {
            round: state.round(),
            rounds: state.planned_rounds(),
        }
    });
    let title = format!("{} · {}", t.name, say(format_name(&t.terms)));
    if let Some(view) = state.bracket() {
        let single = t.terms.spec.format == Format::SingleElimination;
        return Some(TournamentPicture::Bracket(bracket_picture(
            title, status, &view, single, say,
        )));
    }
    let tie_breaks = &t.terms.spec.tie_breaks;
    let mut columns = vec![
        Column::right("#"),
        Column::left(say(Msg::PicturePlayer)),
        Column::right(say(Msg::PicturePoints)),
    ];
    columns.extend(tie_breaks.iter().map(|tb| {
        Column::right(say(Msg::PictureTieBreak {
            label: tb.label().to_string(),
        }))
    }));
    columns.push(Column::centre(say(Msg::PictureWonDrawnLost)));
    let rows = standings
        .iter()
        .map(|s| {
            let mut row = vec![s.place.to_string(), s.name.clone(), points(s.points)];
            row.extend(s.tie_breaks.iter().map(|(_, v)| {
                // A sum of nothing but minus zeros is zero, not `-0`.
                let v = v + 0.0;
                if v.fract() == 0.0 {
                    format!("{v:.0}")
                } else {
                    format!("{v:.2}")
                }
            }));
            row.push(format!("{}-{}-{}", s.won, s.drawn, s.lost));
            row
        })
        .collect();
    Some(TournamentPicture::Standings(StandingsTable {
        title,
        subtitle: Some(status),
        columns,
        rows,
        leaders: if state.is_finished() { 3 } else { 0 },
    }))
}

/// The format's name, as its sign-up says it.
fn format_name(terms: &Terms) -> Msg {
    match terms.spec.format {
        Format::SingleElimination => Msg::FormatSingle,
        Format::DoubleElimination => Msg::FormatDouble,
        Format::RoundRobin => Msg::FormatRoundRobin,
        Format::Swiss => Msg::FormatSwiss,
        Format::Tables => Msg::FormatTables,
    }
}

/// The pure bracket, as the renderer draws it.
fn bracket_picture(
    title: String,
    status: String,
    view: &BracketView,
    single: bool,
    say: &dyn Fn(Msg) -> String,
) -> Bracket {
    let sections = view
        .sections
        .iter()
        .map(|s| {
            let last = s.rounds.len();
            let (kind, name) = match s.section {
                // One bracket needs no heading.
                Section::Winners if single => (SectionKind::Main, None),
                Section::Winners => (SectionKind::Main, Some(Msg::PictureWinners)),
                Section::Losers => (SectionKind::Losers, Some(Msg::PictureLosers)),
                Section::GrandFinal => (SectionKind::GrandFinal, Some(Msg::PictureGrandFinal)),
                Section::ThirdPlace => (SectionKind::ThirdPlace, Some(Msg::PictureThirdPlace)),
            };
            let rounds = s
                .rounds
                .iter()
                .map(|r| BracketRound {
                    name: say(round_name(s.section, r.number as usize, last)),
                    matches: r
                        .matches
                        .iter()
                        .map(|m| BracketMatch {
                            slots: m.slots.clone().map(|slot| match slot.entrant {
                                SlotEntrant::Player { name, seed, .. } => {
                                    Slot::player(name, Some(seed))
                                }
                                SlotEntrant::Tbd => Slot::ToBeDecided,
                                SlotEntrant::Bye => Slot::Bye,
                            }),
                            score: match (&m.slots[0].score, &m.slots[1].score) {
                                (Some(a), Some(b)) => Some([points(*a), points(*b)]),
                                _ => None,
                            },
                            winner: m.winner,
                        })
                        .collect(),
                })
                .collect();
            BracketSection {
                kind,
                name: name.map(say).unwrap_or_default(),
                rounds,
            }
        })
        .collect();
    Bracket {
        title,
        status: Some(status),
        sections,
    }
}

fn round_name(section: Section, number: usize, last: usize) -> Msg {
    match (section, last - number) {
        (Section::GrandFinal, 0) if number > 1 => Msg::PictureReset,
        (Section::GrandFinal, _) => Msg::PictureGrandFinal,
        (Section::ThirdPlace, _) => Msg::PictureThirdPlace,
        (Section::Losers, 0) => Msg::PictureLosersFinal,
        (Section::Winners, 0) => Msg::PictureFinalRound,
        (Section::Winners, 1) => Msg::PictureSemiFinals,
        (Section::Winners, 2) => Msg::PictureQuarterFinals,
        _ => Msg::PictureRoundNumber { round: number },
    }
}
