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
    ],
    synchronize: {
      // Formatting definitions: the server re-reads them when they change.
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.laminate.json'),
    },
  };
  client = new LanguageClient('laminate', 'Laminate', serverOptions, clientOptions);
  context.subscriptions.push(
    vscode.commands.registerCommand('laminate.restartServer', () => client.restart()),
  );
  await client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
