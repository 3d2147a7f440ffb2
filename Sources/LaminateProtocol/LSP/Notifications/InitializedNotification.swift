public enum InitializedNotification: LSPNotification {
    public static let method = "initialized"
    public typealias Params = NoParams
}
