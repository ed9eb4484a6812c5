import PaneDocTestSupport

/// This target's golden files, in `Golden/`.
let goldenFiles = GoldenFolder()
