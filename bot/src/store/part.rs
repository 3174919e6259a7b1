//! The store's trees, written only with the gate held open ([`Writing`]), so that a backup,
//! which closes the gate while it copies, sees every tree as it stood at one instant: what a
//! crash at that instant would have left, which the order of writes (`mod.rs`) makes
//! consistent. A copy made tree by tree while writers go on could hold a record without the
//! index entry it needs.

use std::ops::RangeBounds;
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};

use sled::{IVec, Iter, Tree};

/// One tree of the store: read freely, written with the gate open.
pub(super) struct Part(Tree);

/// Proof that the gate is open: writes made while it lives are all before or all after any
/// backup.
pub(super) struct Writing<'a>(#[allow(dead_code)] RwLockReadGuard<'a, ()>);

/// The gate itself: writers share it, a backup holds it alone.
#[derive(Default)]
pub(super) struct Gate(RwLock<()>);

impl Gate {
    pub(super) fn writing(&self) -> Writing<'_> {
        Writing(self.0.read().unwrap_or_else(|e| e.into_inner()))
    }

    /// Every writer finished and none can start until the guard goes.
    pub(super) fn closed(&self) -> RwLockWriteGuard<'_, ()> {
        self.0.write().unwrap_or_else(|e| e.into_inner())
    }
}

type Found = Result<Option<IVec>, sled::Error>;

impl Part {
    pub(super) fn new(tree: Tree) -> Part {
        Part(tree)
    }

    pub(super) fn get(&self, key: impl AsRef<[u8]>) -> Found {
        self.0.get(key)
    }

    pub(super) fn contains_key(&self, key: impl AsRef<[u8]>) -> Result<bool, sled::Error> {
        self.0.contains_key(key)
    }

    pub(super) fn iter(&self) -> Iter {
        self.0.iter()
    }

    pub(super) fn range<K: AsRef<[u8]>>(&self, range: impl RangeBounds<K>) -> Iter {
        self.0.range(range)
    }

    pub(super) fn scan_prefix(&self, prefix: impl AsRef<[u8]>) -> Iter {
        self.0.scan_prefix(prefix)
    }

    pub(super) fn first(&self) -> Result<Option<(IVec, IVec)>, sled::Error> {
        self.0.first()
    }

    pub(super) fn last(&self) -> Result<Option<(IVec, IVec)>, sled::Error> {
        self.0.last()
    }

    pub(super) fn len(&self) -> usize {
        self.0.len()
    }

    pub(super) fn insert(
        &self,
        _: &Writing<'_>,
        key: impl AsRef<[u8]>,
        value: impl Into<IVec>,
    ) -> Found {
        self.0.insert(key, value)
    }

    pub(super) fn remove(&self, _: &Writing<'_>, key: impl AsRef<[u8]>) -> Found {
        self.0.remove(key)
    }

    pub(super) fn compare_and_swap(
        &self,
        _: &Writing<'_>,
        key: impl AsRef<[u8]>,
        old: Option<impl AsRef<[u8]>>,
        new: Option<impl Into<IVec>>,
    ) -> Result<Result<(), sled::CompareAndSwapError>, sled::Error> {
        self.0.compare_and_swap(key, old, new)
    }

    pub(super) fn update_and_fetch(
        &self,
        _: &Writing<'_>,
        key: impl AsRef<[u8]>,
        f: impl FnMut(Option<&[u8]>) -> Option<Vec<u8>>,
    ) -> Found {
        self.0.update_and_fetch(key, f)
    }
}
