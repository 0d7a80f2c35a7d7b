/**
 * Lists the stream names inside an OLE Compound File (CFB) without any parsing library.
 *
 * Legacy .xls, legacy .doc and password-protected .docx/.xlsx all share this container and file-type
 * reports all of them as `cfb` (measured on the corpus); the stream names tell them apart. This runs in the
 * main process on untrusted bytes, so every loop is bounded by the number of sectors in the file.
 */
const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const endOfChain = 0xfffffffe;
const freeSector = 0xffffffff;
const maxSectorNumber = 0xfffffffa;

export function listCfbStreamNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < 512 || !signature.every((value, index) => bytes[index] === value)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const readSectorEntry = (sector: number, index: number): number | null => {
    const offset = sectorOffset(sector) + index * 4;
    return offset + 4 <= bytes.length ? view.getUint32(offset, true) : null;
  };

  // The FAT sector list: 109 entries in the header, then a chain of DIFAT sectors.
  const fatSectorCount = view.getUint32(0x2c, true);
  if (fatSectorCount > sectorCount) return null;
  const fatSectors: number[] = [];
  for (let index = 0; index < 109 && fatSectors.length < fatSectorCount; index += 1) {
    fatSectors.push(view.getUint32(0x4c + index * 4, true));
  }
  let difatSector = view.getUint32(0x44, true);
  const entriesPerSector = sectorSize / 4;
  for (let hops = 0; fatSectors.length < fatSectorCount && difatSector <= maxSectorNumber; hops += 1) {
    if (hops > sectorCount) return null;
    for (let index = 0; index < entriesPerSector - 1 && fatSectors.length < fatSectorCount; index += 1) {
      const entry = readSectorEntry(difatSector, index);
      if (entry === null) return null;
      fatSectors.push(entry);
    }
    const next = readSectorEntry(difatSector, entriesPerSector - 1);
    if (next === null) return null;
    difatSector = next;
  }

  const nextSector = (sector: number): number | null => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerSector)];
    if (fatSector === undefined || fatSector > maxSectorNumber) return null;
    return readSectorEntry(fatSector, sector % entriesPerSector);
  };

  const names: string[] = [];
  let directorySector = view.getUint32(0x30, true);
  for (let hops = 0; directorySector !== endOfChain && directorySector !== freeSector; hops += 1) {
    if (hops > sectorCount || directorySector > maxSectorNumber) return null;
    const start = sectorOffset(directorySector);
    if (start + sectorSize > bytes.length) return null;
    for (let entryOffset = start; entryOffset < start + sectorSize; entryOffset += 128) {
      const nameLength = view.getUint16(entryOffset + 64, true);
      const objectType = bytes[entryOffset + 66];
      if (nameLength < 2 || nameLength > 64 || (objectType !== 1 && objectType !== 2 && objectType !== 5)) continue;
      names.push(new TextDecoder("utf-16le").decode(bytes.subarray(entryOffset, entryOffset + nameLength - 2)));
    }
    const next = nextSector(directorySector);
    if (next === null) return null;
    directorySector = next;
  }
  return names;
}
