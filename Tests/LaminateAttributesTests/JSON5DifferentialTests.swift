import Foundation
import LaminateAttributes
import Testing

/// Our reader must accept exactly what Foundation's decoder accepts (with
/// `allowsJSON5` and `assumesTopLevelDictionary`): it only adds ranges and
/// better messages.
@Suite struct JSON5DifferentialTests {
    /// Runs both readers on each input and returns the disagreements.
    static func disagreements(_ inputs: [[UInt8]], asDocuments: Bool = false) -> [String] {
        var found: [String] = []
        var compared = 0
        var accepted = 0
        defer {
            print("JSON5 differential: \(compared) of \(inputs.count) inputs compared, \(accepted) accepted by both")
            #expect(compared * 10 >= inputs.count * 8, "too many inputs skipped: only \(compared) of \(inputs.count) compared")
        }
        let tracePath = ProcessInfo.processInfo.environment["LAMINATE_FUZZ_TRACE"]
        for input in inputs where !FoundationJSON5Oracle.wouldTrap(input) {
            if let tracePath { try? Data(input).write(to: URL(fileURLWithPath: tracePath)) }
            let foundation = asDocuments ? FoundationJSON5Oracle.accepts(document: input) : FoundationJSON5Oracle.accepts(attributeList: input)
            let ours = asDocuments ? JSON5Reader.readDocument(input) : JSON5Reader.readAttributeList(input)
            let ourVerdict = (try? ours.get()) != nil
            compared += 1
            if foundation && ourVerdict { accepted += 1 }
            if foundation != ourVerdict {
                var line = "Foundation \(foundation ? "accepts" : "rejects"), we \(ourVerdict ? "accept" : "reject"): "
                line += String(decoding: input, as: UTF8.self).debugDescription
                if case .failure(let error) = ours { line += " — \(error)" }
                found.append(line)
            }
        }
        return found
    }

    @Test func generatedAttributeListsAgree() {
        var generator = AttributeListGenerator(seed: 0x4C61_6D69_6E61_7465)
        let inputs = (0..<20_000).map { _ in generator.attributeList() }
        let disagreements = Self.disagreements(inputs)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first:\n\(disagreements.prefix(25).joined(separator: "\n"))")
    }

    @Test func mutatedAttributeListsAgree() {
        var generator = AttributeListGenerator(seed: 0x6D75_7461_7465)
        let inputs = (0..<20_000).map { _ in generator.mutate(generator.attributeList()) }
        let disagreements = Self.disagreements(inputs)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first:\n\(disagreements.prefix(25).joined(separator: "\n"))")
    }

    @Test func nestingLimitAgrees() {
        var inputs: [[UInt8]] = []
        for depth in [1, 100, 510, 511, 512, 513, 600] {
            inputs.append(Array(("a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
            inputs.append(Array(("{a: " + String(repeating: "{b: ", count: depth) + "1" + String(repeating: "}", count: depth) + "}").utf8))
        }
        let disagreements = Self.disagreements(inputs)
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// Whole documents (definition files): any top-level value, no optional braces.
    @Test func generatedDocumentsAgree() {
        var generator = AttributeListGenerator(seed: 0x646F_6373)
        var inputs: [[UInt8]] = []
        for index in 0..<10_000 {
            let value = Array(generator.value(depth: 0).utf8)
            inputs.append(index.isMultiple(of: 2) ? value : generator.mutate(value))
        }
        let disagreements = Self.disagreements(inputs, asDocuments: true)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first:\n\(disagreements.prefix(25).joined(separator: "\n"))")
    }

    @Test func definitionFixturesAgree() throws {
        var inputs = [try Fixtures.bytes("recipe-project/.laminate.json")]
        inputs += DefinitionCase.all().map(\.file.bytes)
        let disagreements = Self.disagreements(inputs, asDocuments: true)
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }
}
