//! `halma-bot check`: every record read and decoded (a game's moves replayed), and the
//! records and indexes compared, as the store's guarantees (`mod.rs`) say they must agree.
//! The cheap part, reading every page of the database without decoding it, runs at every
//! start: sled reports a damaged page only when it is read, and a bot should refuse at the
//! start, not fail every command later.

use std::collections::{HashMap, HashSet};
use std::fmt;

use super::alarms::{read_alarm, Alarm};
use super::part::Part;
use super::{decode, pair_key, Store, StoreError};
use crate::bests::BestTable;
use crate::model::{
    Challenge, GameId, ServerId, Settings, StoredDaily, StoredGame, StoredTournament, TournamentId,
    UserId, Vacation,
};
use crate::ratings::RatingTable;

/// What a check found.
#[derive(Debug, Default)]
pub struct Report {
    pub games: usize,
    pub challenges: usize,
    pub tournaments: usize,
    pub pools: usize,
    pub alarms: usize,
    /// Index entries an interrupted write left behind: harmless, their readers drop them.
    pub leftovers: usize,
    pub problems: Vec<Problem>,
}

/// Something in the store that is wrong.
#[derive(Debug, PartialEq, Eq)]
pub enum Problem {
    /// A record that does not decode (for a game: whose moves do not replay).
    Unreadable {
        what: &'static str,
        id: u64,
        error: String,
    },
    /// A record kept under another record's key.
    Misfiled {
        what: &'static str,
        key: u64,
        id: u64,
    },
    /// A record without the index entry it needs: the bot would never find it that way.
    Unindexed { game: GameId, index: Index },
    /// A vacation without the alarm that ends it.
    VacationUnending { server: ServerId, user: UserId },
    /// A tournament that names a game the store does not hold.
    LostGame {
        tournament: TournamentId,
        game: GameId,
    },
    /// A game that names a tournament which does not list it.
    Orphan {
        game: GameId,
        tournament: TournamentId,
    },
    /// A rating pool that applied one game twice.
    RatedTwice {
        server: ServerId,
        pool: String,
        game: GameId,
    },
    /// A player whose game count is not the sum of their results.
    Miscounted {
        server: ServerId,
        pool: String,
        player: u64,
        games: u32,
        results: u32,
    },
}

/// An index a game's record needs.
#[derive(Debug, PartialEq, Eq)]
pub enum Index {
    /// Who plays where: the seat of this user.
    Seat(UserId),
    /// The alarm at this time (its clock's next reminder or deadline).
    Alarm(u64),
    /// The games with notices waiting.
    Outbox,
    /// The games with work left after their end.
    Settle,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable { what, id, error } => {
                write!(f, "{what} {id} does not read: {error}")
            }
            Problem::Misfiled { what, key, id } => {
                write!(f, "{what} {id} is stored under the key of {what} {key}")
            }
            Problem::Unindexed { game, index } => {
                let index = match index {
                    Index::Seat(user) => format!("the index of who plays where (user {})", user.0),
                    Index::Alarm(t) => format!("the timers' agenda (its alarm at {t})"),
                    Index::Outbox => "the games with notices waiting".to_string(),
                    Index::Settle => "the games with work left after their end".to_string(),
                };
                write!(f, "game {} is missing from {index}", game.0)
            }
            Problem::VacationUnending { server, user } => write!(
                f,
                "user {} on server {} is away without the alarm that ends it",
                user.0, server.0
            ),
            Problem::LostGame { tournament, game } => write!(
                f,
                "tournament {} names game {}, which is not stored",
                tournament.0, game.0
            ),
            Problem::Orphan { game, tournament } => write!(
                f,
                "game {} belongs to tournament {}, which does not list it",
                game.0, tournament.0
            ),
            Problem::RatedTwice { server, pool, game } => write!(
                f,
                "rating pool '{pool}' of server {} applied game {} twice",
                server.0, game.0
            ),
            Problem::Miscounted {
                server,
                pool,
                player,
                games,
                results,
            } => write!(
                f,
                "in rating pool '{pool}' of server {}, player {player} has {games} games but \
                 {results} results",
                server.0
            ),
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} games, {} challenges, {} tournaments, {} rating pools, {} alarms",
            self.games, self.challenges, self.tournaments, self.pools, self.alarms
        )?;
        if self.leftovers > 0 {
            writeln!(
                f,
                "{} index entries left by interrupted writes (harmless: the bot drops them \
                 when it meets them)",
                self.leftovers
            )?;
        }
        match self.problems.len() {
            0 => writeln!(f, "no problems found"),
            n => {
                writeln!(f, "{n} problems:")?;
                for p in &self.problems {
                    writeln!(f, "  {p}")?;
                }
                Ok(())
            }
        }
    }
}

impl Store {
    /// Reads every page of the database, decoding nothing: a damaged page fails here, at the
    /// start, rather than in a player's command.
    pub(super) fn read_through(&self) -> Result<(), StoreError> {
        for name in self.db.tree_names() {
            let tree = self.db.open_tree(&name)?;
            for entry in tree.iter() {
                if let Err(e) = entry {
                    return Err(match e {
                        sled::Error::Corruption { at, .. } => {
                            StoreError::Damaged(super::damage(at))
                        }
                        e => StoreError::Damaged(format!(
                            "reading its part '{}' failed: {e}",
                            String::from_utf8_lossy(&name)
                        )),
                    });
                }
            }
        }
        Ok(())
    }

    /// Reads and compares everything; only a database that cannot be read at all is an
    /// error, everything else is in the report.
    pub fn check(&self) -> Result<Report, StoreError> {
        let mut report = Report::default();
        // Tournaments are few and held; games are many, each read, checked and dropped.
        let mut tournaments: Vec<StoredTournament> = Vec::new();
        each(&self.tournaments, "tournament", &mut report, |t, _| {
            tournaments.push(t);
            Ok(())
        })?;
        let mut challenges = 0;
        let mut waiting: HashSet<u64> = HashSet::new();
        each(
            &self.challenges,
            "challenge",
            &mut report,
            |c: Challenge, _| {
                challenges += 1;
                if !c.notices.is_empty() {
                    waiting.insert(c.id.0);
                }
                Ok(())
            },
        )?;
        each(
            &self.settings,
            "server settings",
            &mut report,
            |_: Settings, _| Ok(()),
        )?;

        let alarms = self.alarm_set(&mut report)?;
        let mut needed: HashSet<Vec<u8>> = HashSet::new();
        let mut ids: HashSet<u64> = HashSet::new();
        let mut entered: Vec<(GameId, TournamentId)> = Vec::new();
        each(&self.games, "game", &mut report, |g: StoredGame, report| {
            self.check_game(&g, &alarms, &mut needed, report)?;
            ids.insert(g.id.0);
            if !g.notices.is_empty() {
                waiting.insert(g.id.0);
            }
            if let Some(t) = &g.tournament {
                entered.push((g.id, t.tournament));
            }
            Ok(())
        })?;
        report.games = ids.len();
        report.tournaments = tournaments.len();
        report.challenges = challenges;
        check_tournaments(&tournaments, &ids, &entered, &mut report);
        self.check_vacations(&alarms, &mut needed, &mut report)?;
        self.check_ratings(&mut report)?;
        self.check_puzzles(&mut needed, &mut waiting, &mut report)?;
        let tids: HashSet<TournamentId> = tournaments.iter().map(|t| t.id).collect();
        report.leftovers += alarms
            .iter()
            .filter(|(k, alarm)| match alarm {
                // A tournament's alarms (sign-up, check-in) are its own business while it
                // exists; the timers look at the tournament when one fires.
                Alarm::Tournament(t) => !tids.contains(t),
                _ => !needed.contains(*k),
            })
            .count();
        // Index entries leading to no record (or a record that no longer needs them): what
        // a crash between an index and its record leaves.
        waiting.extend(
            tournaments
                .iter()
                .filter(|t| !t.notices.is_empty())
                .map(|t| t.id.0),
        );
        for (tree, at, live) in [
            (&self.outbox, 0, &waiting),
            (&self.settle, 0, &ids),
            (&self.by_user, 8, &ids),
        ] {
            for entry in tree.iter() {
                let (k, _) = entry?;
                report.leftovers += usize::from(!live.contains(&word(&k, at)));
            }
        }
        Ok(report)
    }

    /// The timers' agenda, by key; a key that is no alarm is a leftover.
    fn alarm_set(&self, report: &mut Report) -> Result<HashMap<Vec<u8>, Alarm>, StoreError> {
        let mut out = HashMap::new();
        for entry in self.alarms.iter() {
            let (k, _) = entry?;
            match read_alarm(&k) {
                Some((_, alarm)) => {
                    out.insert(k.to_vec(), alarm);
                }
                None => report.leftovers += 1,
            }
        }
        report.alarms = out.len();
        Ok(out)
    }

    fn check_game(
        &self,
        g: &StoredGame,
        alarms: &HashMap<Vec<u8>, Alarm>,
        needed: &mut HashSet<Vec<u8>>,
        report: &mut Report,
    ) -> Result<(), StoreError> {
        let mut missing = |index| {
            report
                .problems
                .push(Problem::Unindexed { game: g.id, index })
        };
        for m in &g.seats {
            if !self.by_user.contains_key(pair_key(m.id.0, g.id.0))? {
                missing(Index::Seat(m.id));
            }
        }
        if let Some(t) = g.alarm {
            let k = super::alarms::alarm_key(t, Alarm::Game(g.id)).to_vec();
            if !alarms.contains_key(&k) {
                missing(Index::Alarm(t));
            }
            needed.insert(k);
        }
        if !g.notices.is_empty() && !self.outbox.contains_key(super::key(g.id.0))? {
            missing(Index::Outbox);
        }
        if g.needs_settling() && !self.settle.contains_key(super::key(g.id.0))? {
            missing(Index::Settle);
        }
        Ok(())
    }

    fn check_vacations(
        &self,
        alarms: &HashMap<Vec<u8>, Alarm>,
        needed: &mut HashSet<Vec<u8>>,
        report: &mut Report,
    ) -> Result<(), StoreError> {
        for entry in self.vacations.iter() {
            let (k, v) = entry?;
            let (server, user) = (ServerId(word(&k, 0)), UserId(word(&k, 8)));
            let vacation: Vacation = match decode("vacation", user.0, &v) {
                Ok(v) => v,
                Err(e) => {
                    report.problems.push(unreadable(e));
                    continue;
                }
            };
            if let Some(away) = vacation.current {
                let k = super::alarms::alarm_key(away.until, Alarm::VacationEnd { server, user })
                    .to_vec();
                if !alarms.contains_key(&k) {
                    report
                        .problems
                        .push(Problem::VacationUnending { server, user });
                }
                needed.insert(k);
            }
        }
        Ok(())
    }

    /// Puzzles: tables of bests and kept pars that decode, each puzzle of the day's post in
    /// the outbox until delivered, and each server's next post in the alarms.
    fn check_puzzles(
        &self,
        needed: &mut HashSet<Vec<u8>>,
        waiting: &mut HashSet<u64>,
        report: &mut Report,
    ) -> Result<(), StoreError> {
        for entry in self.bests.iter() {
            let (k, v) = entry?;
            if let Err(e) = decode::<BestTable>("bests", word(&k, 0), &v) {
                report.problems.push(unreadable(e));
            }
        }
        for entry in self.pars.iter() {
            let (_, v) = entry?;
            if let Err(e) = decode::<super::KeptPar>("par", 0, &v) {
                report.problems.push(unreadable(e));
            }
        }
        each(
            &self.dailies,
            "puzzle of the day",
            report,
            |d: StoredDaily, _| {
                if !d.notices.is_empty() {
                    waiting.insert(d.id.0);
                }
                Ok(())
            },
        )?;
        for entry in self.settings.iter() {
            let (k, v) = entry?;
            let server = ServerId(word(&k, 0));
            if let Ok(Settings {
                daily_at: Some(at), ..
            }) = decode("server settings", server.0, &v)
            {
                needed.insert(super::alarms::alarm_key(at, Alarm::Daily(server)).to_vec());
            }
        }
        Ok(())
    }

    fn check_ratings(&self, report: &mut Report) -> Result<(), StoreError> {
        for entry in self.ratings.iter() {
            let (k, v) = entry?;
            let server = ServerId(word(&k, 0));
            let pool = String::from_utf8_lossy(k.get(8..).unwrap_or_default()).into_owned();
            report.pools += 1;
            let table: RatingTable = match decode("rating pool", server.0, &v) {
                Ok(t) => t,
                Err(e) => {
                    report.problems.push(unreadable(e));
                    continue;
                }
            };
            let mut seen = HashSet::new();
            for (game, _) in &table.applied {
                if !seen.insert(*game) {
                    report.problems.push(Problem::RatedTwice {
                        server,
                        pool: pool.clone(),
                        game: *game,
                    });
                }
            }
            for (player, stats) in &table.players {
                let results = stats.wins + stats.draws + stats.losses;
                if results != stats.games {
                    report.problems.push(Problem::Miscounted {
                        server,
                        pool: pool.clone(),
                        player: *player,
                        games: stats.games,
                        results,
                    });
                }
            }
        }
        Ok(())
    }
}

/// Tournaments and their games name each other: `stored` are the games' ids, `entered`
/// the games that name a tournament.
fn check_tournaments(
    tournaments: &[StoredTournament],
    stored: &HashSet<u64>,
    entered: &[(GameId, TournamentId)],
    report: &mut Report,
) {
    for t in tournaments {
        for (_, game) in &t.games {
            if !stored.contains(&game.0) {
                report.problems.push(Problem::LostGame {
                    tournament: t.id,
                    game: *game,
                });
            }
        }
    }
    for &(game, tournament) in entered {
        let listed = tournaments
            .iter()
            .find(|t| t.id == tournament)
            .is_some_and(|t| t.games.iter().any(|(_, id)| *id == game));
        if !listed {
            report.problems.push(Problem::Orphan { game, tournament });
        }
    }
}

/// Every record of `tree` that decodes, one at a time; the others are reported.
fn each<T: serde::de::DeserializeOwned + Keyed>(
    tree: &Part,
    what: &'static str,
    report: &mut Report,
    mut visit: impl FnMut(T, &mut Report) -> Result<(), StoreError>,
) -> Result<(), StoreError> {
    for entry in tree.iter() {
        let (k, v) = entry?;
        let key = word(&k, 0);
        match decode::<T>(what, key, &v) {
            Ok(record) => {
                if let Some(id) = record.id().filter(|id| *id != key) {
                    report.problems.push(Problem::Misfiled { what, key, id });
                }
                visit(record, report)?;
            }
            Err(e) => report.problems.push(unreadable(e)),
        }
    }
    Ok(())
}

fn unreadable(e: StoreError) -> Problem {
    match e {
        StoreError::Corrupt { what, id, error } => Problem::Unreadable { what, id, error },
        e => Problem::Unreadable {
            what: "record",
            id: 0,
            error: e.to_string(),
        },
    }
}

/// The 8-byte number at `at` in a key (0 if the key is too short).
fn word(k: &[u8], at: usize) -> u64 {
    k.get(at..at + 8)
        .and_then(|b| <[u8; 8]>::try_from(b).ok())
        .map_or(0, u64::from_be_bytes)
}

/// A record that carries its own id, to compare with its key.
trait Keyed {
    fn id(&self) -> Option<u64>;
}

impl Keyed for StoredGame {
    fn id(&self) -> Option<u64> {
        Some(self.id.0)
    }
}

impl Keyed for StoredTournament {
    fn id(&self) -> Option<u64> {
        Some(self.id.0)
    }
}

impl Keyed for Challenge {
    fn id(&self) -> Option<u64> {
        Some(self.id.0)
    }
}

impl Keyed for StoredDaily {
    fn id(&self) -> Option<u64> {
        Some(self.id.0)
    }
}

impl Keyed for Settings {
    fn id(&self) -> Option<u64> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_that_does_not_decode_is_listed_and_the_rest_still_read() {
        let store = Store::temporary().unwrap();
        let w = store.gate.writing();
        store
            .games
            .insert(&w, super::super::key(99), &b"{\"id\":"[..])
            .unwrap();
        store
            .challenges
            .insert(&w, super::super::key(7), &b"[]"[..])
            .unwrap();
        drop(w);
        let report = store.check().unwrap();
        assert_eq!(report.problems.len(), 2, "{report}");
        assert!(
            matches!(
                &report.problems[1],
                Problem::Unreadable {
                    what: "game",
                    id: 99,
                    ..
                }
            ),
            "{report}"
        );
        assert!(report
            .to_string()
            .contains("2 problems:\n  challenge 7 does not read: "));
    }
}
