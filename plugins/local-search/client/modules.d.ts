// DocSearch's stylesheet module, imported by the hosted modal (client/hosted); it exports nothing.
declare module '@docsearch/react/style';
