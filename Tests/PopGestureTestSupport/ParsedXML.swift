import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document read with Foundation's `XMLParser`: its elements in document order, each with
/// its attributes and the text directly inside it.
package struct ParsedXML {
  /// One element.
  package struct Element {
    package var name: String
    package var attributes: [String: String]
    package var text: String
  }

  /// Why a document did not parse, where the parser stopped.
  package struct ParseError: Error, CustomStringConvertible {
    package var description: String
  }

  package var elements: [Element]

  /// Parses `text`, throwing where a document is not well-formed.
  package init(_ text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      throw ParseError(
        description:
          "\(parser.lineNumber):\(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "not XML")")
    }
    elements = collector.elements
  }

  /// The elements called `name`, in document order.
  package func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  /// The text of every `<text>` element.
  package var texts: [String] {
    elements(named: "text").map(\.text)
  }

  /// Gathers elements as the parser reports them.
  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    /// Opens an element.
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: name, attributes: attributes, text: ""))
    }

    /// Closes the innermost element.
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      open.removeLast()
    }

    /// Adds text to the innermost element.
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }

    /// Adds a CDATA section's text to the innermost element.
    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      if let index = open.last { elements[index].text += String(decoding: block, as: UTF8.self) }
    }
  }
}
