//! End-to-end encryption: the crypto store of the bot's device (matrix-sdk's, on SQLite; the
//! games stay in sled), and the cross-signing that lets clients show the bot's messages as
//! coming from a device its owner signed rather than from an unknown session.

use std::path::PathBuf;

use matrix_sdk::cross_process_lock::CrossProcessLockConfig;
use matrix_sdk::ruma::api::client::uiaa::{
    AuthData, MatrixUserIdentifier, Password, UserIdentifier,
};
use matrix_sdk::ruma::UserId;
use matrix_sdk::store::StoreConfig;
use matrix_sdk::Client;
use matrix_sdk_sqlite::SqliteCryptoStore;
use tracing::{info, warn};

use super::{Error, Login};

/// matrix-sdk's store of the bot's device keys and the rooms' session keys. It belongs to the
/// device: a new login starts it afresh, and a session kept without it logs in again.
#[derive(Clone)]
pub struct CryptoStore {
    pub path: PathBuf,
    /// Encrypts what the store holds, when the operator sets one.
    pub passphrase: Option<String>,
}

impl std::fmt::Debug for CryptoStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CryptoStore")
            .field("path", &self.path)
            .field("passphrase", &self.passphrase.as_ref().map(|_| ".."))
            .finish()
    }
}

impl CryptoStore {
    /// Whether the store of a kept session is there.
    pub(super) fn exists(&self) -> bool {
        self.path.exists()
    }

    /// Forgets the keys of an earlier device, before a new one logs in.
    pub(super) fn clear(&self) -> Result<(), Error> {
        if self.path.exists() {
            std::fs::remove_dir_all(&self.path)?;
        }
        Ok(())
    }

    /// The client's stores: this crypto store, the rest in memory (the bot keeps its own
    /// records in sled).
    pub(super) async fn open(&self) -> Result<StoreConfig, Error> {
        let keys = SqliteCryptoStore::open(&self.path, self.passphrase.as_deref())
            .await
            .map_err(|e| format!("the crypto store {}: {e}", self.path.display()))?;
        Ok(StoreConfig::new(CrossProcessLockConfig::SingleProcess).crypto_store(keys))
    }
}

/// Signs the bot's device with the bot's own cross-signing identity, made here when the store
/// has none (a first start, or a store lost: the identity is then replaced). The homeserver
/// asks for the password to replace an identity; with an access token only, the device stays
/// unsigned. A failure is logged: the bot plays all the same.
pub(super) async fn cross_sign(client: &Client, user: &UserId, login: &Login) {
    let encryption = client.encryption();
    if encryption
        .cross_signing_status()
        .await
        .is_some_and(|s| s.is_complete())
    {
        return;
    }
    let first = match encryption.bootstrap_cross_signing(None).await {
        Ok(()) => return info!("the bot's device is cross-signed"),
        Err(e) => e,
    };
    let (Some(uiaa), Login::Password(password)) = (first.as_uiaa_response(), login) else {
        return warn!(
            error = %first,
            "the bot's device is not cross-signed (MATRIX_PASSWORD lets it replace its identity)"
        );
    };
    let mut auth = Password::new(
        UserIdentifier::Matrix(MatrixUserIdentifier::new(user.localpart().to_string())),
        password.clone(),
    );
    auth.session = uiaa.session.clone();
    match encryption
        .bootstrap_cross_signing(Some(AuthData::Password(auth)))
        .await
    {
        Ok(()) => info!("the bot's device is cross-signed with a new identity"),
        Err(e) => warn!(error = %e, "the bot's device is not cross-signed"),
    }
}
