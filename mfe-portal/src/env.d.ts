declare const process: { env: { NODE_ENV: string; MIKRO_RELEASE: string } };
