import LaminateProtocol

/// Compares what the server sent with what a fixture expects.
///
/// Responses and server requests are matched by id, because the server may
/// answer concurrent requests in any order; notifications are matched in
/// order. The string `"<any>"` in an expectation matches any value; an
/// expected object with the key `"..."` also matches objects with more keys
/// than it names (so only one fixture need list every capability).
///
/// The server's log lines (`window/logMessage`, sent for every line it
/// logs) are compared only by a fixture that expects one: then every one
/// is, in order. The others check what the server answers, not what it
/// says in its log.
enum TranscriptComparison {
    static let wildcard = JSONValue.string("<any>")
    static let moreKeys = "..."

    static func isLogLine(_ message: JSONValue) -> Bool {
        message["method"] == .string("window/logMessage")
    }

    /// Problems found, empty when the transcript matches.
    static func problems(expected: [JSONValue], actual: [JSONValue]) -> [String] {
        let actual = expected.contains(where: isLogLine) ? actual : actual.filter { !isLogLine($0) }
        var problems: [String] = []
        let expectedByID = keyedByID(expected)
        let actualByID = keyedByID(actual)
        for (key, message) in expectedByID.keyed.sorted(by: { $0.key < $1.key }) {
            guard let actualMessage = actualByID.keyed[key] else {
                problems.append("missing message with \(key):\n  expected \(message)")
                continue
            }
            if !matches(expected: message, actual: actualMessage) {
                problems.append("message with \(key) differs:\n  expected \(message)\n  actual   \(actualMessage)")
            }
        }
        for (key, message) in actualByID.keyed.sorted(by: { $0.key < $1.key }) where expectedByID.keyed[key] == nil {
            problems.append("unexpected message with \(key):\n  actual   \(message)")
        }
        problems += actualByID.duplicates.map { "more than one message with \($0)" }
        let expectedNotifications = expectedByID.notifications
        let actualNotifications = actualByID.notifications
        for index in 0..<max(expectedNotifications.count, actualNotifications.count) {
            let expectedMessage = index < expectedNotifications.count ? expectedNotifications[index] : nil
            let actualMessage = index < actualNotifications.count ? actualNotifications[index] : nil
            switch (expectedMessage, actualMessage) {
            case (let expectedMessage?, let actualMessage?):
                if !matches(expected: expectedMessage, actual: actualMessage) {
                    problems.append("notification \(index + 1) differs:\n  expected \(expectedMessage)\n  actual   \(actualMessage)")
                }
            case (let expectedMessage?, nil):
                problems.append("missing notification \(index + 1):\n  expected \(expectedMessage)")
            case (nil, let actualMessage?):
                problems.append("unexpected notification \(index + 1):\n  actual   \(actualMessage)")
            case (nil, nil):
                break
            }
        }
        return problems
    }

    private static func keyedByID(_ messages: [JSONValue]) -> (keyed: [String: JSONValue], notifications: [JSONValue], duplicates: [String]) {
        var keyed: [String: JSONValue] = [:]
        var notifications: [JSONValue] = []
        var duplicates: [String] = []
        for message in messages {
            guard let id = message["id"] else {
                notifications.append(message)
                continue
            }
            let key = (message["method"] == nil ? "response id " : "request id ") + id.description
            if keyed[key] != nil { duplicates.append(key) }
            keyed[key] = message
        }
        return (keyed, notifications, duplicates)
    }

    static func matches(expected: JSONValue, actual: JSONValue) -> Bool {
        if expected == wildcard { return true }
        switch (expected, actual) {
        case (.object(let expectedMembers), .object(let actualMembers)):
            let namedKeys = Set(expectedMembers.keys).subtracting([moreKeys])
            let allowsMoreKeys = expectedMembers[moreKeys] != nil
            guard allowsMoreKeys ? namedKeys.isSubset(of: actualMembers.keys) : namedKeys == Set(actualMembers.keys) else {
                return false
            }
            return expectedMembers.allSatisfy { key, value in
                guard key != moreKeys || !allowsMoreKeys else { return true }
                return actualMembers[key].map { matches(expected: value, actual: $0) } ?? false
            }
        case (.array(let expectedElements), .array(let actualElements)):
            guard expectedElements.count == actualElements.count else { return false }
            return zip(expectedElements, actualElements).allSatisfy { matches(expected: $0, actual: $1) }
        default:
            return expected == actual
        }
    }
}
