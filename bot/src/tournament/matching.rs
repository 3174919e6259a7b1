//! Maximum matchings in general graphs (Edmonds' blossom algorithm), kept maximum while
//! vertices are taken out one at a time. Swiss pairing uses it to know, before it commits a
//! pairing, how many rematch-free games the rest of the field can still have.

use std::collections::VecDeque;

#[derive(Clone)]
pub(crate) struct Matching<'g> {
    edges: &'g [Vec<bool>],
    alive: Vec<bool>,
    mate: Vec<Option<usize>>,
}

impl<'g> Matching<'g> {
    /// A maximum matching of the graph with adjacency matrix `edges`.
    pub(crate) fn maximum(edges: &'g [Vec<bool>]) -> Matching<'g> {
        let mut m = Matching {
            edges,
            alive: vec![true; edges.len()],
            mate: vec![None; edges.len()],
        };
        for v in 0..edges.len() {
            if m.mate[v].is_none() {
                m.augment_from(v);
            }
        }
        m
    }

    pub(crate) fn size(&self) -> usize {
        self.mate.iter().flatten().count() / 2
    }

    /// Takes `v` out of the graph and restores maximality. Only `v`'s old mate became free,
    /// so any augmenting path now must end there: one search from it is enough.
    pub(crate) fn remove(&mut self, v: usize) {
        self.alive[v] = false;
        if let Some(u) = self.mate[v].take() {
            self.mate[u] = None;
            self.augment_from(u);
        }
    }

    /// Looks for an augmenting path from the free vertex `root` and applies it.
    fn augment_from(&mut self, root: usize) -> bool {
        let n = self.edges.len();
        let mut base: Vec<usize> = (0..n).collect();
        let mut parent: Vec<Option<usize>> = vec![None; n];
        // Outer vertices: the root, and the mates of vertices reached from outer ones.
        let mut outer = vec![false; n];
        outer[root] = true;
        let mut queue = VecDeque::from([root]);
        while let Some(v) = queue.pop_front() {
            for to in 0..n {
                if !self.alive[to] || !self.edges[v][to] {
                    continue;
                }
                if base[v] == base[to] || self.mate[v] == Some(to) {
                    continue;
                }
                let to_is_outer = to == root || self.mate[to].is_some_and(|m| parent[m].is_some());
                if to_is_outer {
                    // An odd cycle: shrink it into its base so the search can go through it.
                    let b = self.common_base(&base, &parent, v, to);
                    let mut in_blossom = vec![false; n];
                    self.mark_path(&base, &mut parent, &mut in_blossom, v, b, to);
                    self.mark_path(&base, &mut parent, &mut in_blossom, to, b, v);
                    for i in 0..n {
                        if in_blossom[base[i]] {
                            base[i] = b;
                            if !outer[i] {
                                outer[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if parent[to].is_none() {
                    parent[to] = Some(v);
                    match self.mate[to] {
                        None => {
                            self.flip(&parent, to);
                            return true;
                        }
                        Some(m) => {
                            outer[m] = true;
                            queue.push_back(m);
                        }
                    }
                }
            }
        }
        false
    }

    /// The base of the blossom closed by the edge `a`–`b`: where their paths to the root meet.
    fn common_base(&self, base: &[usize], parent: &[Option<usize>], a: usize, b: usize) -> usize {
        let mut on_path = vec![false; base.len()];
        let mut a = a;
        loop {
            a = base[a];
            on_path[a] = true;
            match self.mate[a].and_then(|m| parent[m]) {
                Some(next) => a = next,
                None => break,
            }
        }
        let mut b = b;
        loop {
            b = base[b];
            if on_path[b] {
                return b;
            }
            match self.mate[b].and_then(|m| parent[m]) {
                Some(next) => b = next,
                None => return b,
            }
        }
    }

    /// Walks from `v` down to the blossom base `b`, marking the blossom and pointing the
    /// inner vertices back along the cycle so a path through the blossom can be unwound.
    fn mark_path(
        &self,
        base: &[usize],
        parent: &mut [Option<usize>],
        in_blossom: &mut [bool],
        mut v: usize,
        b: usize,
        mut child: usize,
    ) {
        while base[v] != b {
            let m = self.mate[v].expect("a blossom's inner vertices are matched");
            in_blossom[base[v]] = true;
            in_blossom[base[m]] = true;
            parent[v] = Some(child);
            child = m;
            v = parent[m].expect("a matched outer vertex has a parent");
        }
    }

    /// Applies the augmenting path ending at the free vertex `end`.
    fn flip(&mut self, parent: &[Option<usize>], end: usize) {
        let mut v = Some(end);
        while let Some(x) = v {
            let p = parent[x].expect("the path leads back to the root");
            let next = self.mate[p];
            self.mate[x] = Some(p);
            self.mate[p] = Some(x);
            v = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn graph(n: usize, pairs: &[(usize, usize)]) -> Vec<Vec<bool>> {
        let mut g = vec![vec![false; n]; n];
        for &(a, b) in pairs {
            g[a][b] = true;
            g[b][a] = true;
        }
        g
    }

    /// The largest matching by trying everything.
    fn brute(g: &[Vec<bool>], alive: &[bool]) -> usize {
        let Some(v) = (0..g.len()).find(|&v| alive[v]) else {
            return 0;
        };
        let mut rest = alive.to_vec();
        rest[v] = false;
        let mut best = brute(g, &rest);
        for u in 0..g.len() {
            if rest[u] && g[v][u] {
                rest[u] = false;
                best = best.max(1 + brute(g, &rest));
                rest[u] = true;
            }
        }
        best
    }

    #[test]
    fn finds_paths_through_a_blossom() {
        // A triangle 0-1-2 with tails 2-3 and 0-4: the maximum needs the odd cycle shrunk.
        let g = graph(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (0, 4), (3, 5)]);
        assert_eq!(Matching::maximum(&g).size(), 3);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn maximum_and_stays_maximum_as_vertices_go(
            n in 1usize..=10,
            bits in prop::collection::vec(any::<bool>(), 45),
            order in Just((0..10).collect::<Vec<usize>>()).prop_shuffle(),
        ) {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .zip(bits)
                .filter_map(|(pair, present)| present.then_some(pair))
                .collect();
            let g = graph(n, &pairs);
            let mut m = Matching::maximum(&g);
            let mut alive = vec![true; n];
            prop_assert_eq!(m.size(), brute(&g, &alive));
            for &v in order.iter().filter(|&&v| v < n) {
                m.remove(v);
                alive[v] = false;
                prop_assert_eq!(m.size(), brute(&g, &alive));
                for a in 0..n {
                    if let Some(b) = m.mate[a] {
                        prop_assert!(alive[a] && alive[b] && g[a][b] && m.mate[b] == Some(a));
                    }
                }
            }
        }
    }
}
