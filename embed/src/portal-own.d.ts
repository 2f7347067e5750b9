// The real React packages under the names the build gives them for the loader's own copy.
declare module 'portal-own/react' {
  import React = require('react');
  export = React;
}
declare module 'portal-own/react-dom' {
  export * from 'react-dom';
}
declare module 'portal-own/react-dom/client' {
  export * from 'react-dom/client';
}
