//! Starts `laminate lsp` for Markdown files in Zed.
//!
//! The binary is, in order: `lsp.laminate.binary.path` from the user's
//! settings, then `laminate` on the worktree's PATH. Arguments default to
//! `["lsp"]` and can be replaced with `lsp.laminate.binary.arguments`.
use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct LaminateExtension;

impl zed::Extension for LaminateExtension {
    fn new() -> Self {
        LaminateExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree("laminate", worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let configured_path = binary.as_ref().and_then(|binary| binary.path.clone());
        let arguments = binary
            .as_ref()
            .and_then(|binary| binary.arguments.clone())
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        let command = configured_path
            .or_else(|| worktree.which("laminate"))
            .ok_or_else(|| {
                "laminate was not found on PATH; install it or set lsp.laminate.binary.path".to_string()
            })?;
        Ok(zed::Command {
            command,
            args: arguments,
            env: worktree.shell_env(),
        })
    }
}

zed::register_extension!(LaminateExtension);
