/// Which members of an attribute list are the first with their key (the one
/// Foundation uses), for the checks that read each key once.
///
/// These run for every span of a document, and a list has a handful of
/// members: looking back over them is cheaper than hashing every key into a
/// table per list. A long list (someone's or a fuzzer's) gets the table, so
/// the cost stays linear.
struct FirstMembers {
    private let members: [JSON5Member]
    /// For lists longer than `longList`: each key's first index.
    private let firstIndexByKey: [String: Int]?

    static let longList = 16

    init(_ members: [JSON5Member]) {
        self.members = members
        if members.count > Self.longList {
            var table: [String: Int] = [:]
            for (index, member) in members.enumerated() where table[member.key] == nil { table[member.key] = index }
            firstIndexByKey = table
        } else {
            firstIndexByKey = nil
        }
    }

    /// The member before `index` with the same key as `members[index]`, if any.
    func earlier(than index: Int) -> JSON5Member? {
        let key = members[index].key
        if let firstIndexByKey {
            guard let first = firstIndexByKey[key], first < index else { return nil }
            return members[first]
        }
        var position = 0
        while position < index {
            if members[position].key == key { return members[position] }
            position += 1
        }
        return nil
    }
}
