import Foundation
import LaminateConcurrency
import LaminateProtocol
import Testing

@testable import LaminateServer

/// Formatting definitions: found walking up to the workspace root, and
/// reloaded when the client reports a change, without restarting.
struct ConfigurationTests {
    /// An in-memory file system the test can change between messages.
    final class MemoryFileSystem: FileSystem {
        private let files = Locked<[String: [UInt8]]>([:])

        func set(_ path: String, _ text: String?) {
            files.withLock { $0[path] = text.map { Array($0.utf8) } }
        }

        func contents(ofFile path: String) -> [UInt8]? {
            files.withLock { $0[path] }
        }
    }

    @Test func nearestDefinitionWinsUpToTheWorkspaceRoot() {
        let fileSystem = MemoryFileSystem()
        fileSystem.set("/work/project/.laminate.json", "{\"scope\":[]}")
        fileSystem.set("/work/.laminate.json", "outside the root")
        var configuration = Configuration(workspaceRoots: [DocumentURI("file:///work/project")])
        let deep = DocumentURI("file:///work/project/notes/2026/today.md")
        configuration.discoverDefinitions(for: deep, fileSystem: fileSystem)
        #expect(configuration.formattingDefinition(for: deep)?.path == "/work/project/.laminate.json")

        fileSystem.set("/work/project/notes/.laminate.json", "{}")
        let reloaded = configuration.reloadDefinition(at: DocumentURI("file:///work/project/notes/.laminate.json"), fileSystem: fileSystem)
        #expect(reloaded)
        #expect(configuration.formattingDefinition(for: deep)?.path == "/work/project/notes/.laminate.json")

        fileSystem.set("/work/project/notes/.laminate.json", nil)
        fileSystem.set("/work/project/.laminate.json", nil)
        configuration.reloadDefinition(at: DocumentURI("file:///work/project/notes/.laminate.json"), fileSystem: fileSystem)
        configuration.reloadDefinition(at: DocumentURI("file:///work/project/.laminate.json"), fileSystem: fileSystem)
        #expect(configuration.formattingDefinition(for: deep) == nil)
    }

    @Test func percentEncodedPathsAreDecoded() {
        let fileSystem = MemoryFileSystem()
        fileSystem.set("/my docs/.laminate.json", "{}")
        var configuration = Configuration(workspaceRoots: [DocumentURI("file:///my%20docs")])
        let document = DocumentURI("file:///my%20docs/a.md")
        configuration.discoverDefinitions(for: document, fileSystem: fileSystem)
        #expect(configuration.formattingDefinition(for: document)?.contents == Array("{}".utf8))
    }

    @Test func nonFileDocumentsHaveNoDefinition() {
        var configuration = Configuration()
        configuration.discoverDefinitions(for: DocumentURI("untitled:Untitled-1"), fileSystem: MemoryFileSystem())
        #expect(configuration.formattingDefinition(for: DocumentURI("untitled:Untitled-1")) == nil)
    }

    @Test func watchedFileChangeTakesEffectWithoutRestart() async throws {
        let fileSystem = MemoryFileSystem()
        let client = InProcessClient(fileSystem: fileSystem)
        try await client.initialize(offering: nil, rootURI: DocumentURI("file:///root"))
        let document = DocumentURI("file:///root/sub/doc.md")
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: document, languageId: "markdown", version: 1, text: "text")))
        let before = try await client.request(id: 1, DocumentTextRequest.self, .init(textDocument: .init(uri: document)))
        #expect(before.formattingDefinition == nil)

        fileSystem.set("/root/.laminate.json", "{\"scope\":[\"ingredient\"]}")
        try client.notify(
            DidChangeWatchedFilesNotification.self,
            .init(changes: [
                .init(uri: DocumentURI("file:///root/.laminate.json"), type: 1)
            ]))
        let after = try await client.request(id: 2, DocumentTextRequest.self, .init(textDocument: .init(uri: document)))
        #expect(after.formattingDefinition == DocumentURI("file:///root/.laminate.json"))

        fileSystem.set("/root/.laminate.json", nil)
        try client.notify(
            DidChangeWatchedFilesNotification.self,
            .init(changes: [
                .init(uri: DocumentURI("file:///root/.laminate.json"), type: 3)
            ]))
        let deleted = try await client.request(id: 3, DocumentTextRequest.self, .init(textDocument: .init(uri: document)))
        #expect(deleted.formattingDefinition == nil)
        #expect(await client.shutDown() == 0)
    }

    @Test func settingsTakeTheLaminateSection() {
        var configuration = Configuration()
        configuration.updateSettings(["laminate": ["trace": "verbose"], "other": 1])
        #expect(configuration.settings == ["trace": "verbose"])
        configuration.updateSettings(["plain": true])
        #expect(configuration.settings == ["plain": true])
    }
}

/// Settings pushed with `didChangeConfiguration` or pulled with
/// `workspace/configuration` reach the dispatcher's state.
struct SettingsFlowTests {
    @Test func pushedAndPulledSettingsAreKept() async throws {
        let client = InProcessClient()
        client.connection.feed(
            .request(
                id: .integer(1), method: "initialize",
                params: ["capabilities": ["workspace": ["configuration": true]]]))
        client.connection.feed(.notification(method: "initialized", params: [:]))
        client.connection.feed(
            .notification(
                method: "workspace/didChangeConfiguration",
                params: ["settings": ["laminate": ["pushed": true]]]))
        _ = await client.request(id: 2, method: "laminate/unknown", params: nil)
        #expect(await client.server.state.configuration.settings == ["pushed": true])
        client.connection.feed(.response(id: .string("laminate-1"), outcome: .result([["pulled": 1]])))
        _ = await client.request(id: 3, method: "laminate/unknown", params: nil)
        #expect(await client.server.state.configuration.settings == ["pulled": 1])
        #expect(await client.shutDown() == 0)
    }
}
