// The document structure results build their JSON directly (see
// `JSONValueRepresentable`): an outline or the folds of a document with
// tens of thousands of headings would otherwise be built twice over,
// once as Codable containers and once as the value.

extension DocumentSymbolResult: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        switch self {
        case .hierarchical(let symbols): .array(symbols.map(\.jsonValue))
        case .flat(let symbols): .array(symbols.map(\.jsonValue))
        }
    }
}

extension DocumentSymbol: JSONValueRepresentable {
    /// Recursive, but outlines are at most seven levels deep.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name), "kind": .integer(kind.rawValue),
            "range": range.jsonValue, "selectionRange": selectionRange.jsonValue,
        ]
        if let detail { members["detail"] = .string(detail) }
        if let children { members["children"] = .array(children.map(\.jsonValue)) }
        return .object(members)
    }
}

extension SymbolInformation: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["name": .string(name), "kind": .integer(kind.rawValue), "location": location.jsonValue]
        if let containerName { members["containerName"] = .string(containerName) }
        return .object(members)
    }
}

extension FoldingRange: JSONValueRepresentable {
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["startLine": .integer(startLine), "endLine": .integer(endLine)]
        if let startCharacter { members["startCharacter"] = .integer(startCharacter) }
        if let endCharacter { members["endCharacter"] = .integer(endCharacter) }
        if let kind { members["kind"] = .string(kind.rawValue) }
        return .object(members)
    }
}

extension SelectionRange: JSONValueRepresentable {
    /// Built from the outermost range in, one object around the last.
    public var jsonValue: JSONValue {
        guard let outermost = ranges.last else { return .object([:]) }
        var value: JSONValue = ["range": outermost.jsonValue]
        for range in ranges.dropLast().reversed() { value = ["range": range.jsonValue, "parent": value] }
        return value
    }
}

extension TextEdit: JSONValueRepresentable {
    public var jsonValue: JSONValue { ["range": range.jsonValue, "newText": .string(newText)] }
}
