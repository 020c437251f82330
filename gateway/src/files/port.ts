/** The files port: local disk under DATA_DIR by default, Firebase (Cloud) Storage in production. */
export interface StoredFile {
  /** Download URL (a gateway path for local files, an https URL for cloud storage). */
  url: string;
  path: string;
}

export interface FileStore {
  readonly kind: 'local' | 'firebase';
  /** `path` is relative, already safe: {site}/{locale}/{yyyy}/{random}-{name}.{ext}. */
  put(path: string, content: Buffer, contentType: string): Promise<StoredFile>;
  /** Bytes stored (for getSize); undefined when the store cannot tell cheaply. */
  usage(): Promise<number | undefined>;
}
