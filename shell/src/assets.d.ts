declare module '*.svg' {
  const url: string;
  export default url;
}
declare const process: { env: { NODE_ENV: string; MIKRO_RELEASE: string } };
