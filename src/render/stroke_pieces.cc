#include "render/stroke_pieces.h"

#include "render/cairo_handles.h"

namespace mazebook {

void stroke_in_pieces(cairo_t* cr, int per_stroke) {
  if (per_stroke <= 0) {
    cairo_stroke(cr);
    return;
  }
  cairo_path_t* path = cairo_copy_path(cr);
  const cairo_status_t status = path->status;
  cairo_new_path(cr);
  int pieces = 0;
  double x = 0, y = 0;  // the current point
  double start_x = 0, start_y = 0;
  bool cut = false;  // the subpath under way was cut
  // Before a piece: a stroke is full, so it is stroked and the next goes
  // on from the current point.
  const auto make_room = [&](bool new_subpath) {
    if (pieces < per_stroke) return;
    cairo_stroke(cr);
    pieces = 0;
    if (!new_subpath) cairo_move_to(cr, x, y);
    cut = !new_subpath;
  };
  for (int i = 0; status == CAIRO_STATUS_SUCCESS && i < path->num_data;
       i += path->data[i].header.length) {
    const cairo_path_data_t* p = &path->data[i];
    switch (p->header.type) {
      case CAIRO_PATH_MOVE_TO:
        make_room(true);
        x = start_x = p[1].point.x;
        y = start_y = p[1].point.y;
        cut = false;
        cairo_move_to(cr, x, y);
        break;
      case CAIRO_PATH_LINE_TO:
        make_room(false);
        x = p[1].point.x;
        y = p[1].point.y;
        cairo_line_to(cr, x, y);
        ++pieces;
        break;
      case CAIRO_PATH_CURVE_TO:
        make_room(false);
        x = p[3].point.x;
        y = p[3].point.y;
        cairo_curve_to(cr, p[1].point.x, p[1].point.y, p[2].point.x, p[2].point.y, x, y);
        ++pieces;
        break;
      case CAIRO_PATH_CLOSE_PATH:
        if (cut) {
          cairo_line_to(cr, start_x, start_y);
        } else {
          cairo_close_path(cr);
        }
        x = start_x;
        y = start_y;
        break;
    }
  }
  cairo_path_destroy(path);
  check_cairo(status, "walls");
  cairo_stroke(cr);
}

}  // namespace mazebook
