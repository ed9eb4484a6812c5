/// A code that diagnostics and layout warnings carry: the string scripts, editors and CI match on
/// (`duplicate-id`, `arrow-pinned`). Each stage lists its codes in one enumeration conforming to
/// this protocol, never as literals, so every code can be enumerated and documented; a code is
/// never renamed, only added.
public protocol StableCode: RawRepresentable, CaseIterable, Sendable, Hashable
where RawValue == String {}
