// A face needs support when its outward normal points more than 45° below the horizontal.
const COS_45 = Math.SQRT1_2;

/**
 * Adds up the area of downward-facing faces as triangles stream past, leaving out those lying flat
 * on the bed (every corner at the mesh's lowest z). The lowest z is only known at the end, so the
 * flat downward faces at the lowest z seen so far are kept apart, and handed back to the overhang
 * when a lower one turns up.
 */
export class OverhangTally {
  private overhang = 0;
  private bedArea = 0;
  private bedZ = Infinity;

  /**
   * One triangle: its cross product (nx, ny, nz) — twice its area, pointing outward for a
   * counter-clockwise triangle — and its corners' z as merged integer keys (z × 1e8, rounded).
   */
  add(nx: number, ny: number, nz: number, za: number, zb: number, zc: number): void {
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (!(nz < -COS_45 * length)) return;
    const area = length / 2;
    if (za !== zb || zb !== zc || za > this.bedZ) {
      this.overhang += area;
    } else if (za === this.bedZ) {
      this.bedArea += area;
    } else {
      this.overhang += this.bedArea;
      this.bedArea = area;
      this.bedZ = za;
    }
  }

  /** The overhang area in the file's units squared; `lowestZ` is the mesh's lowest merged z key. */
  finish(lowestZ: number): number {
    return this.bedZ === lowestZ ? this.overhang : this.overhang + this.bedArea;
  }
}
