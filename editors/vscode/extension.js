// Starts `laminate lsp` for Markdown documents (files and unsaved buffers).
'use strict';

const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

async function activate(context) {
  const command = vscode.workspace.getConfiguration('laminate').get('path') || 'laminate';
  const serverOptions = {
    command,
    args: ['lsp'],
    transport: TransportKind.stdio,
  };
  const clientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'markdown' },
      { scheme: 'untitled', language: 'markdown' },
      // App strings: only the Attributed Markdown inside their strings is
      // answered; the Swift and JSON extensions keep the rest of each file.
      { scheme: 'file', language: 'json', pattern: '**/*.xcstrings' },
      { scheme: 'file', language: 'strings', pattern: '**/*.strings' },
      { scheme: 'file', language: 'plaintext', pattern: '**/*.strings' },
      { scheme: 'file', language: 'swift' },
    ],
    synchronize: {
      // Formatting definitions: the server re-reads them when they change.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.laminate.json'),
    },
  };
  client = new LanguageClient('laminate', 'Laminate', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('laminate.restartServer', () => client.restart()),
    vscode.commands.registerCommand('laminate.openPreview', () => preview([])),
    vscode.commands.registerCommand('laminate.openPreviewAllowingHTML', () => preview(['allow-html'])),
    vscode.commands.registerCommand('laminate.stopPreview', () => preview(['stop'])),
  );
  await client.start();
}

// The server's `laminate.preview` for the active document. The client takes
// the server's window/showDocument and opens the page in the browser; the
// URL is also shown, for a machine with no browser to open. (Not the
// command id `laminate.preview` itself: vscode-languageclient registers
// that one, and runs it without the document's URI.)
async function preview(options) {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !client) {
    vscode.window.showWarningMessage('Laminate: open a Markdown document first.');
    return;
  }
  try {
    const url = await client.sendRequest('workspace/executeCommand', {
      command: 'laminate.preview',
      arguments: [editor.document.uri.toString(), ...options],
    });
    vscode.window.setStatusBarMessage(url ? `Laminate preview: ${url}` : 'Laminate preview stopped', 10000);
  } catch (error) {
    vscode.window.showErrorMessage(`Laminate preview: ${error.message}`);
  }
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
