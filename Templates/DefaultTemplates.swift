// The templates themselves live in html/ as resources.
import Foundation

/// The bundled Mustache templates and stylesheet of the HTML report.
public enum DefaultTemplates {
  /// The folder that holds the bundled templates.
  public static var directory: URL? { Bundle.module.url(forResource: "html", withExtension: nil) }
}
