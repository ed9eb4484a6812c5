import Dispatch
import Foundation

// The resource limits are checked before anything starts a thread or opens a file: the Swift
// runtime and Dispatch stop the process with SIGILL or SIGSEGV when they cannot get a file
// descriptor or memory for their own threads, which no later check could turn into a message.
ResourceLimits.ensure()
Task.detached {
  await PaneDoc.main()
  exit(0)
}
dispatchMain()
