import Foundation

/// The folders above a report folder that do not exist yet are made before the run writes it,
/// as `mkdir -p` would, so that the `out: docs/layout` that `panedoc init` writes works in a
/// fresh clone with no `docs` folder. Only missing folders are made, each with `mkdir` and the
/// permissions the umask allows; whatever exists on the way (a file, a link) is left as it is,
/// for the report writer's checks to refuse.
enum OutputParents {
  /// Makes the missing folders above `folder`; a failure names the folder it could not make.
  static func make(above folder: String) throws {
    var missing: [String] = []
    var current = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    var status = stat()
    while current.count > 1, lstat(current, &status) != 0, errno == ENOENT {
      missing.append(current)
      current = (current as NSString).deletingLastPathComponent
    }
    for path in missing.reversed() where mkdir(path, 0o777) != 0 && errno != EEXIST {
      throw OutputParentsError(
        folder: folder, parent: path, reason: String(cString: strerror(errno)))
    }
  }
}

/// A folder above the report folder could not be made: the run fails (exit 2), writing nothing.
struct OutputParentsError: Error, CustomStringConvertible {
  var folder: String
  var parent: String
  var reason: String
  var description: String { "\(folder): cannot make the folder \(parent): \(reason)" }
}
