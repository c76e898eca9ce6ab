/** Image files imported by the code: webpack gives their URL (a data: URI when small). */
declare module '*.svg' {
  const url: string;
  export default url;
}
