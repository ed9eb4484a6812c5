import Foundation
import PaneDocModel
import PaneDocXML

/// Reads the own format (`<interface version="1">`) into the model.
///
/// The loader has validated a version 1 document against `schema` before `read` is called, so
/// the structure is known; `read` checks values and references and reports every problem of the file
/// at once, sorted by location. Readers are pure: the tree in, the result out, no file access.
enum OwnFormatReader {
  /// The bundled schema (`Schema/interface.rng`, compiled in by the PaneDocEmbed plugin),
  /// compiled once; a failure is kept as a message and reported on every read, never a crash.
  static let compiledSchema: Result<RelaxNGSchema, SchemaLoadError> = loadSchema(
    embeddedFiles.first { $0.name == "interface.rng" }.flatMap { Data(base64Encoded: $0.base64) })

  /// The compiled schema, or `nil` when it could not be loaded (`read` says why).
  static var schema: RelaxNGSchema? { try? compiledSchema.get() }

  /// The schema to validate `root` against before `read`: none for a version other than 1,
  /// which `read` reports as unsupported instead of listing its elements as violations.
  static func schema(for root: ParsedElement) -> RelaxNGSchema? {
    root["version"] == OwnFormatDecoder.supportedVersion ? schema : nil
  }

  static func read(_ root: ParsedElement, file: String) -> ReadResult {
    read(root, file: file, schema: compiledSchema)
  }

  /// `read` with the schema outcome given, so that a broken installation can be tested.
  static func read(
    _ root: ParsedElement, file: String, schema: Result<RelaxNGSchema, SchemaLoadError>
  ) -> ReadResult {
    if case .failure(let error) = schema {
      return .failure(
        .error(
          XMLCode.internal,
          "the bundled interface schema could not be loaded: \(error)",
          at: .file(file), hint: "reinstall PaneDoc"))
    }
    var decoder = OwnFormatDecoder(file: file)
    let interface = decoder.decode(root)
    let diagnostics = decoder.sortedDiagnostics
    guard !diagnostics.containsErrors, let interface else {
      return ReadResult(interface: nil, diagnostics: diagnostics)
    }
    return ReadResult(interface: interface, diagnostics: diagnostics)
  }

  /// Compiles the schema's bytes, or says they are missing.
  static func loadSchema(_ data: Data?) -> Result<RelaxNGSchema, SchemaLoadError> {
    guard let data else {
      return .failure(SchemaLoadError(message: "interface.rng is missing from the executable"))
    }
    return compileSchema(String(decoding: data, as: UTF8.self))
  }

  /// Compiles schema text.
  static func compileSchema(_ text: String) -> Result<RelaxNGSchema, SchemaLoadError> {
    do {
      return .success(try RelaxNGSchema(text: text))
    } catch {
      return .failure(SchemaLoadError(message: error.description))
    }
  }
}

/// Why the bundled schema is unusable.
struct SchemaLoadError: Error, Sendable, CustomStringConvertible {
  var message: String
  var description: String { message }
}
