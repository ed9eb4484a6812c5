import PaneDocTestSupport

/// This target's golden files, in `Golden/`.
let goldenFiles = GoldenFolder()

/// The diff tests' hand-made layouts, kept with `MailEdit` in the test support.
typealias DiffSamples = PaneDocTestSupport.DiffSamples
