/// The app whose interface the plugin renders; the interface is all this package is about.
public enum App {}
