/**
 * glTF stores metres (its specification); the 3D view draws every file in millimetres, so it scales
 * glTF by this, and the server's problem-edge positions (decision 093) are scaled alike to match.
 */
export const GLTF_METRES_TO_MM = 1000;
