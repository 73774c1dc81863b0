#include "studio/studio_server.h"

#include "base/data_paths.h"
#include "base/error.h"
#include "studio/request_body.h"
#include "studio/request_guard.h"
#include "studio/studio_files.h"
#include "studio/web_assets.h"

namespace mazebook {

namespace {

constexpr const char* kJson = "application/json";

// JSON as text; a byte that is not UTF-8 (a header echoed in a refusal)
// is shown as U+FFFD rather than failing the answer.
std::string json_text(const Json& body) {
  return body.dump(-1, ' ', false, Json::error_handler_t::replace);
}

HttpResponse json_response(const Json& body, int status = 200) {
  return {status, kJson, json_text(body), {}};
}

// A refusal, as the command line would print it: one line, with the field
// it names (for the page to show beside that field).
HttpResponse error_response(const std::string& message, int status = 400) {
  return json_response(
      {{"error", {{"field", error_field(message, kStudioSpecName)}, {"message", message}}}},
      status);
}

int query_int(const HttpRequest& request, const char* name, int low, int high) {
  const std::string text = request.param(name);
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos)
    throw Error(std::string(name) + ": expected a whole number, got '" + text + "'");
  const int value = std::stoi(text);
  if (value < low || value > high) {
    throw Error(std::string(name) + ": expected " + std::to_string(low) + " to " +
                std::to_string(high) + ", got " + text);
  }
  return value;
}

Json names_json(const std::vector<std::string>& names) {
  Json list = Json::array();
  for (const std::string& n : names) list.push_back(n);
  return list;
}

Json choices_json() {
  Json trims = Json::array();
  for (const char* t :
       {"5x8", "5.06x7.81", "5.25x8", "5.5x8.5", "6x9", "6.14x9.21", "6.69x9.61", "7x10",
        "7.44x9.69", "7.5x9.25", "8x10", "8.25x6", "8.25x8.25", "8.5x8.5", "8.5x11", "8.27x11.69"})
    trims.push_back(t);
  return {{"presets", names_json(data_file_names("presets"))},
          {"templates", names_json(data_file_names("templates"))},
          {"themes", names_json(data_file_names("templates/themes"))},
          {"books", names_json(data_file_names("presets/books"))},
          {"trims", trims},
          {"papers", {"white", "cream", "standard-color", "premium-color"}}};
}

// The NAME of PREFIX + NAME, when NAME is a plain file name.
std::optional<std::string> file_after(const std::string& path, std::string_view prefix) {
  if (path.compare(0, prefix.size(), prefix) != 0) return std::nullopt;
  const std::string name = path.substr(prefix.size());
  if (name.empty() || name.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                             "0123456789_.-") != std::string::npos)
    return std::nullopt;
  return name;
}

HttpResponse asset_response(const std::string& name) {
  const WebAsset* a = find_web_asset(name);
  if (!a) throw Error("request: no such file '" + name + "'");
  return {200, std::string(content_type_for(name)), std::string(a->data, a->size), {}};
}

// Answered in the event loop: the page's own files and the build's status.
bool quick_request(const HttpRequest& r) {
  return r.method == "GET" &&
         (r.path == "/" || r.path.rfind("/static/", 0) == 0 || r.path == "/api/build");
}

}  // namespace

size_t body_limit_for(std::string_view method, std::string_view path) {
  for (const BodyLimit& limit : kBodyLimits) {
    if (limit.method == method && limit.path == path) return limit.max_bytes;
  }
  return 0;
}

StudioServer::StudioServer(StudioSession& session, int port, std::string token, StudioLimits limits,
                           const Log* log)
    : session_(session), build_(session), token_(std::move(token)) {
  HttpHandlers handlers;
  handlers.gate = [this](const HttpRequest& r) { return gate(r); };
  handlers.body_limit = [](const HttpRequest& r) { return body_limit_for(r.method, r.path); };
  handlers.too_large = [](const HttpRequest& r, size_t limit) {
    return error_response(limit == 0 ? "request: " + r.path + " takes no body"
                                     : "request: larger than " + std::to_string(limit) +
                                           " bytes, the most " + r.path + " takes",
                          413);
  };
  handlers.quick = quick_request;
  handlers.answer = [this](const HttpRequest& r) {
    try {
      return answer(r);
    } catch (const Error& e) {
      return error_response(e.what());
    } catch (const std::exception& e) {
      return error_response(std::string("studio: ") + e.what(), 500);
    }
  };
  // Nothing the studio answers may be framed by, or cached for, anyone.
  handlers.common_headers = {
      {"X-Frame-Options", "DENY"},
      {"Cache-Control", "no-store"},
      {"X-Content-Type-Options", "nosniff"},
      {"Content-Security-Policy",
       "default-src 'self'; img-src 'self' blob:; object-src 'none'; frame-ancestors 'none'"}};
  if (log) {
    handlers.answered = [log](const HttpRequest& r, int status, double ms) {
      char line[96];
      std::snprintf(line, sizeof line, " %d %.0f ms", status, ms);
      log->info("studio: " + r.method + " " + r.path + line);
    };
  }
  http_ = std::make_unique<HttpServer>(port, limits, std::move(handlers));
  port_ = http_->port();
}

StudioServer::~StudioServer() { http_.reset(); }

std::string StudioServer::url() const {
  return "http://127.0.0.1:" + std::to_string(port()) + "/#token=" + token_;
}

void StudioServer::run() { http_->run(); }

void StudioServer::stop() { http_->stop(); }

std::optional<HttpResponse> StudioServer::gate(const HttpRequest& request) const {
  // One of each: a second Host could name another site to a proxy or a
  // check that reads the last one.
  for (const char* name : {"Host", "Origin", kTokenHeader.data()}) {
    const size_t count = request.header_values(name).size();
    if (count > 1)
      return error_response(std::string(name) + ": expected one, got " + std::to_string(count));
  }
  RequestFacts facts;
  facts.host = request.header("Host");
  facts.origin = request.header("Origin");
  facts.token = request.header(kTokenHeader);
  facts.api = request.path.rfind("/api/", 0) == 0;
  if (port_ == 0) return error_response("studio: starting", 503);
  if (const auto refusal = refuse_request(facts, port_, token_))
    return json_response({{"error", {{"field", ""}, {"message", *refusal}}}}, 403);
  return std::nullopt;
}

HttpResponse StudioServer::answer(const HttpRequest& r) {
  const bool get = r.method == "GET";
  const bool post = r.method == "POST";
  if (get && r.path == "/") return asset_response("index.html");
  if (get) {
    if (const auto name = file_after(r.path, "/static/")) return asset_response(*name);
  }
  if (get && r.path == "/api/choices") return json_response(choices_json());
  if (post && r.path == "/api/open") {
    const Json body = parse_request_body(r.body);
    if (!body.is_object() || !body.contains("path") || !body["path"].is_string())
      throw Error("request: expected an object with \"path\"");
    return json_response({{"spec", session_.open(body["path"].get<std::string>())}});
  }
  if (post && r.path == "/api/preview") {
    const Json body = parse_request_body(r.body);
    if (!body.is_object() || !body.contains("spec"))
      throw Error("request: expected an object with \"spec\"");
    // Named as its build will be: a series record tells its books by name
    // (a name Save would refuse is left to Save to say so).
    std::string name = kUntitledBuild;
    if (body.contains("name") && body["name"].is_string()) {
      try {
        name = studio_spec_name(body["name"].get<std::string>(), "preview: name");
      } catch (const Error&) {
      }
    }
    return json_response(session_.preview(body["spec"], name));
  }
  if (get && r.path == "/api/thumb") {
    const int revision = query_int(r, "rev", 1, 1 << 30);
    const int page = query_int(r, "page", 0, 100000);
    const int dpi = query_int(r, "dpi", 8, 150);
    return {200, "image/png", session_.thumbnail(revision, page, dpi), {}};
  }
  if (post && r.path == "/api/swap") {
    const Json body = parse_request_body(r.body);
    if (!body.is_object() || !body.contains("spec") || !body.contains("page") ||
        !body["page"].is_number_integer())
      throw Error("request: expected an object with \"spec\" and \"page\"");
    return json_response({{"spec", session_.swap(body["spec"], body["page"].get<int>())}});
  }
  if (post && r.path == "/api/save") {
    const Json body = parse_request_body(r.body);
    if (!body.is_object() || !body.contains("spec") || !body.contains("name") ||
        !body["name"].is_string())
      throw Error("request: expected an object with \"name\" and \"spec\"");
    const std::string name = studio_spec_name(body["name"].get<std::string>(), "save: name");
    return json_response(
        {{"saved", save_studio_spec(session_.paths().work(), name, body["spec"])}, {"name", name}});
  }
  if (post && r.path == "/api/upload") {
    return json_response(
        {{"path", save_studio_image(session_.paths().work(), r.param("name"), r.body)}});
  }
  if (post && r.path == "/api/build") {
    const Json body = parse_request_body(r.body);
    if (!body.is_object() || !body.contains("spec"))
      throw Error("request: expected an object with \"spec\"");
    const bool named = body.contains("name") && body["name"].is_string();
    build_.start(body["spec"], named ? body["name"].get<std::string>() : kUntitledBuild);
    return json_response(build_.status());
  }
  if (get && r.path == "/api/builds") {
    const std::string name = studio_spec_name(r.param("name"), "builds: name");
    return json_response(
        {{"name", name}, {"builds", list_studio_builds(session_.paths().work(), name)}});
  }
  if (post && r.path == "/api/builds/delete") {
    const Json body = parse_request_body(r.body);
    if (!body.is_object() || !body.contains("name") || !body["name"].is_string() ||
        !body.contains("build") || !body["build"].is_string())
      throw Error("request: expected an object with \"name\" and \"build\"");
    const std::string name = studio_spec_name(body["name"].get<std::string>(), "delete: name");
    delete_studio_build(session_.paths().work(), name, body["build"].get<std::string>());
    return json_response(
        {{"name", name}, {"builds", list_studio_builds(session_.paths().work(), name)}});
  }
  if (get && r.path == "/api/build") return json_response(build_.status());
  if (post && r.path == "/api/build/cancel") {
    build_.cancel();
    return json_response(build_.status());
  }
  if (get) {
    if (const auto name = file_after(r.path, "/api/download/")) {
      HttpResponse file{200,
                        std::string(content_type_for(*name)),
                        build_.download(*name, r.param("name"), r.param("build")),
                        {}};
      file.headers.emplace_back("Content-Disposition", "attachment; filename=\"" + *name + "\"");
      return file;
    }
  }
  return error_response("request: no such page", 404);
}

}  // namespace mazebook
