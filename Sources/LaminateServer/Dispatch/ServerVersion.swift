/// The server's name and version, as `initialize` and `--version` report them.
public enum ServerVersion {
    public static let name = "laminate"
    public static let version = "0.1.0"
}
