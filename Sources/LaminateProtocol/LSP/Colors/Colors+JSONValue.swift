// Colour swatches build their JSON directly (see `JSONValueRepresentable`):
// a large document has tens of thousands, asked for after each edit.

extension ColorInformation: JSONValueRepresentable {
    public var jsonValue: JSONValue { ["range": range.jsonValue, "color": color.jsonValue] }
}

extension LSPColor: JSONValueRepresentable {
    /// Each component as `Encodable` gives it: whole numbers as integers.
    /// (A component that is not a number has no JSON; colours read from a
    /// document never have one.)
    public var jsonValue: JSONValue {
        func component(_ value: Double) -> JSONValue { (try? JSONValueEncoding.number(value, [])) ?? .null }
        return ["red": component(red), "green": component(green), "blue": component(blue), "alpha": component(alpha)]
    }
}
