/**
 * What is wrong with a model file, in the words both the server's analysis and the browser's 3D view
 * use: the same fault reads the same on the upload page, the model page and in My Models (issue 9).
 */
export const MODEL_FILE_ERRORS = {
  noTriangles: 'This file contains no triangles, so there is no 3D model to show.',
  nonFiniteCoordinate: 'The mesh has a vertex with a coordinate that is not a finite number.',
  missingVertex: (format: string) => `This ${format} file has a triangle that refers to a missing vertex.`,
  stlEmpty: 'This STL file is empty.',
  stlTooShort: 'This is not an STL file: it is too short to hold an STL header.',
  stlCutShort: (triangles: number) =>
    `This STL file is cut short (or is not an STL file): it ends before the ${triangles} triangles its header announces.`,
  stlSizeMismatch: 'This is not a valid STL file: its size does not match its triangle count.',
  objInvalidVertexNumber: (corner: string) => `This OBJ file has a face with an invalid vertex number: "${corner.slice(0, 40)}".`,
  objMissingVertex: (n: number) => `This OBJ file has a face that refers to vertex ${n}, which is not defined before it.`,
  threeMfNoModelPart: 'This 3MF file has no 3D model part.',
  threeMfTooDeep: 'This 3MF file nests components too deeply (or in a loop).',
  threeMfUndefinedObject: (objectId: string) => `This 3MF file refers to an object (${objectId}) it does not define.`,
  threeMfNotANumber: (attribute: string) => `This 3MF file has a ${attribute} value that is not a number.`,
  threeMfBadTransform: 'This 3MF file has a transform that is not 12 numbers.',
  threeMfUnknownUnit: (unit: string) => `This 3MF file uses an unknown unit "${unit}".`,
  threeMfTagTooLong: 'This 3MF file has an XML tag too long to read.',
  gltfNotJson: 'This glTF file is not valid JSON.',
  glbNoJson: 'This GLB file has no JSON chunk.',
  gltfSeparateBin: 'This glTF file refers to a separate .bin file. Upload it as a .glb, or as a ZIP with its .bin.',
  gltfMissingBinary: 'This glTF file refers to binary data it does not contain.',
} as const;
