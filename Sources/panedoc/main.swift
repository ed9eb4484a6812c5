import Dispatch
import Foundation
import PaneDocCore
import PaneDocLayout
import PaneDocReport
import PaneDocRun

StandardError.prepareStandardStreams()
// The resource limits are checked before anything starts a thread or opens a file: the Swift
// runtime and Dispatch stop the process with SIGILL or SIGSEGV when they cannot get a file
// descriptor or memory for their own threads, which no later check could turn into a message.
if let problem = ResourceLimits.problem() {
  let line = "error: \(problem) \(RunCode.resourceLimit.bracketed)\n"
  _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(2)
}
Task.detached {
  await PaneDoc.start(Array(CommandLine.arguments.dropFirst()))
  exit(0)
}
dispatchMain()
