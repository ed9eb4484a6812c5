/// The texts a run fingerprint digests for an options value: one per stored property, in the
/// order they are declared. A string is itself, a number or Boolean its `description`, an absent
/// value the empty text, and a value with parts of its own (the limits) its leaves joined by
/// commas.
///
/// The value's synthesized `Encodable` conformance visits every stored property, so an option
/// added to it is fingerprinted without being listed a second time: a new option that shapes the
/// output cannot be forgotten, and a re-render with it changed is never skipped as unchanged.
public enum FingerprintParts {
  public static func of(_ value: some Encodable) -> [String] {
    let encoder = PartEncoder(joinsParts: true)
    // The encoder never throws; a value whose own `encode(to:)` throws has no parts to give.
    try? value.encode(to: encoder)
    return encoder.texts
  }
}

/// Collects texts: at the top, one per property (`joinsParts`), below it every leaf value.
private final class PartEncoder: Encoder {
  let joinsParts: Bool
  var texts: [String] = []
  let codingPath: [any CodingKey] = []
  let userInfo: [CodingUserInfoKey: Any] = [:]

  init(joinsParts: Bool) { self.joinsParts = joinsParts }

  /// Adds `value`: a leaf as its text, a value with parts as its leaves (joined at the top).
  func add(_ value: some Encodable) {
    if let text = value as? any LosslessStringConvertible {
      texts.append(text.description)
      return
    }
    let leaves = PartEncoder(joinsParts: false)
    try? value.encode(to: leaves)
    if joinsParts {
      texts.append(leaves.texts.joined(separator: ","))
    } else {
      texts += leaves.texts
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedParts<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedParts(encoder: self) }

  func singleValueContainer() -> any SingleValueEncodingContainer { UnkeyedParts(encoder: self) }
}

/// Every property's value, added in order; its key is not part of the text.
private struct KeyedParts<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: PartEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) { encoder.texts.append("") }
  mutating func encode(_ value: some Encodable, forKey key: Key) { encoder.add(value) }
  // Synthesized conformances write an optional property with `encodeIfPresent`, which would
  // leave out an absent one; it is kept as the empty text, so the parts keep their places.
  mutating func encodeIfPresent(_ value: (some Encodable)?, forKey key: Key) {
    if let value { encoder.add(value) } else { encoder.texts.append("") }
  }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
    encoder.texts.append(value ?? "")
  }
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
    encoder.texts.append(value?.description ?? "")
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
    encoder.texts.append(value?.description ?? "")
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) {
    encoder.texts.append(value?.description ?? "")
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(KeyedParts<NestedKey>(encoder: encoder))
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    UnkeyedParts(encoder: encoder)
  }
  mutating func superEncoder() -> any Encoder { encoder }
  mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
}

/// A list's elements or a single value, each added in order.
private struct UnkeyedParts: UnkeyedEncodingContainer, SingleValueEncodingContainer {
  let encoder: PartEncoder
  var codingPath: [any CodingKey] { [] }
  var count: Int { encoder.texts.count }

  mutating func encodeNil() { encoder.texts.append("") }
  mutating func encode(_ value: some Encodable) { encoder.add(value) }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(KeyedParts<NestedKey>(encoder: encoder))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { encoder }
}
