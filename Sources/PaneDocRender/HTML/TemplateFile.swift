/// A template's text and the file it was read from, which an error in it names.
public struct TemplateFile: Sendable, Equatable {
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
