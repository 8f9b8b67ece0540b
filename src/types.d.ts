// Side-effect style modules imported by the ejected SearchBar; they export nothing.
declare module '@docsearch/react/style';
